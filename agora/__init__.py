"""Agora: Historia, The Ancient World and Relic Runners with every rule enforced."""

__version__ = "0.1.0"
