"""`charta serve` from the debug build on a free loopback port, for the tests of served pages."""

import contextlib
import socket
import subprocess
import time
import urllib.request

ROOT = __import__("conftest").ROOT


@contextlib.contextmanager
def charta_serve(*arguments, seconds=60):
    """Builds `charta`, starts `charta serve` with `arguments` and yields its base URL once `/healthz`
    answers (within `seconds`); stops it afterwards."""
    subprocess.run(["swift", "build", "--product", "charta"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                            text=True).stdout.strip() + "/charta"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([binary, "serve", "--port", str(port), *arguments], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(seconds * 10):
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        yield base
    finally:
        process.terminate()
        process.wait(timeout=10)
