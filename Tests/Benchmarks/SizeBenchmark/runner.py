"""Runs the commands the benchmark times: each one's wall time, its output, and a clear
failure (the command, its status and the end of what it printed) when it fails."""
import os
import subprocess
import time


class CommandFailed(Exception):
    """A command the benchmark runs exited non-zero; the message names it and shows its output."""


def run(arguments, cwd, env=None, check=True, quiet=True, errors=False):
    """Runs `arguments` in `cwd` with `env` added to the environment (a value of None unsets
    the variable); returns (seconds, stdout), or (seconds, stdout, stderr) with `errors`.
    Raises CommandFailed when it fails and `check`."""
    environment = dict(os.environ)
    for name, value in (env or {}).items():
        if value is None:
            environment.pop(name, None)
        else:
            environment[name] = value
    started = time.perf_counter()
    completed = subprocess.run(
        arguments, cwd=cwd, env=environment, stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE if quiet or errors else None, text=True)
    seconds = time.perf_counter() - started
    if check and completed.returncode != 0:
        errors = (completed.stderr or "")[-3000:]
        raise CommandFailed(
            f"`{' '.join(arguments)}` in {cwd} exited {completed.returncode}:\n"
            f"{completed.stdout[-2000:]}\n{errors}")
    if errors:
        return seconds, completed.stdout, completed.stderr or ""
    return seconds, completed.stdout
