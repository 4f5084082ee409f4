#!/bin/sh
# The balance lab's kept reports of one game (bench/lab-reports/GAME/lab-*.json, read by the /lab/GAME page
# when the server is given this folder: `agora serve --lab-reports bench/lab-reports`, as ./run does):
# the report on the Agora edition, the proposal it leads to, and the same report on the proposal.
# Usage: bench/lab-reports.sh GAME [GAMES_PER_COUNT] [PLAYER_COUNTS] [WORKERS]  (figures: artifacts/lab/)
set -eu
game=$1 games=${2:-100} counts=${3:-2,3,4} workers=${4:-2}
data=bench/lab-reports/$game
mkdir -p "$data"
lab="nice -n 15 .venv/bin/agora lab $game --games $games --players $counts --seed 21 --workers $workers --summary"
$lab --out "$data/lab-report.json"
.venv/bin/agora lab "$game" --report "$data/lab-report.json" --propose "$data/lab-proposal.json" --plot artifacts/lab
$lab --out "$data/lab-proposal-report.json" --data "$data/lab-proposal.json"
.venv/bin/agora lab "$game" --report "$data/lab-proposal-report.json" --plot artifacts/lab/proposal
