"""The shipped nginx configuration (deploy/nginx/agora.conf), as bench/nginx_front.py renders it for a
run: every process in both upstreams, and a file nginx itself accepts (`nginx -t`)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from nginx_front import CONFIG, Nginx, nginx_binary, render, self_signed

pytestmark = pytest.mark.usefixtures("nginx_installed")


def test_three_processes_are_in_both_upstreams_and_nginx_accepts_the_file(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    nginx = Nginx(tmp_path, [9101, 9102, 9103], cert, key)
    text = (tmp_path / "agora.conf").read_text()
    for upstream in ("agora_tables", "agora_any"):
        block = re.search(rf"upstream {upstream} \{{(.*?)\}}", text, re.S)
        assert block is not None
        assert re.findall(r"server 127\.0\.0\.1:(\d+) ", block[1]) == ["9101", "9102", "9103"]
    assert "hash $agora_table consistent;" in text
    checked = subprocess.run(
        [nginx_binary(), "-t", "-p", str(tmp_path), "-e", str(nginx.error_log), "-c", str(tmp_path / "nginx.conf")],
        capture_output=True, text=True,
    )
    assert checked.returncode == 0, checked.stderr
    assert "test is successful" in checked.stderr


def test_a_changed_shipped_file_is_refused_rather_than_run_half_replaced(tmp_path: Path) -> None:
    changed = CONFIG.read_text().replace("listen 443 ssl;", "listen 8443 ssl;")
    with pytest.raises(ValueError, match="listen 443 ssl"):
        render(changed, [9101], 9200, 9201, tmp_path / "cert.pem", tmp_path / "key.pem")
