"""No silent skip in CI: a skip that is not on a short, commented allowlist fails the run.

Active when ``JAXCHECK_NO_SKIP=1`` (``.ci/run`` sets it for every ``make`` target it
runs) or ``CI=true``. A plugin of its own (``conftest.py`` registers its hook), so that
``tests/e2e/project/test_noskip_sessions.py`` runs it on a scratch test file with
``pytest -p noskip``.
"""

from __future__ import annotations

import os
import re

import pytest

#: The only skips CI accepts: (test id pattern, reason pattern), each with why it is fine.
#: Every other skip fails the run when JAXCHECK_NO_SKIP=1 (.ci/run sets it) or CI=true.
SKIP_ALLOWLIST: list[tuple[str, str]] = [
    # `make test-compat`: flax releases that fit JAX 0.4.38 have no flax.nnx, or nnx
    # modules that are not pytrees; the nnx patterns are checked on the current JAX by
    # `make test` and `make test-slow`.
    (r"test_(frameworks|no_silent_pass|exact_statics|examples_pytree|every_recompile)\.py::.*nnx",
     r"flax\.nnx|nnx modules are not pytrees"),
]
# Not listed, on purpose: every other skip left in tests/ is about the machine, and CI's
# machine has what it names (git, make, pre-commit and the dev extras, /dev/full, sysfs,
# Chromium installed by .ci/run, jax.distributed, the console script in the venv). There
# such a skip means a broken CI set-up, so it fails. Tests that need a git checkout, a
# directory with no pyproject.toml above it, no git work tree above it, or a non-root
# user make those conditions themselves (tests/builders.py: hook_repository,
# dir_without_project; GIT_CEILING_DIRECTORIES; test_resource_limits runs as nobody under
# root).


def _strict_skips(config) -> bool:
    return os.environ.get("JAXCHECK_NO_SKIP") == "1" or os.environ.get("CI") == "true"


def _skip_reason(report) -> str:
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2])
    return str(longrepr)


def unlisted_skips(reports) -> list[str]:
    """``nodeid: reason`` of each skip that is not on :data:`SKIP_ALLOWLIST`."""
    found = []
    for report in reports:
        if hasattr(report, "wasxfail"):
            continue
        reason = _skip_reason(report)
        if not any(re.search(node, report.nodeid) and re.search(why, reason)
                   for node, why in SKIP_ALLOWLIST):
            found.append(f"{report.nodeid or '<collection>'}: {reason}")
    return found


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session, exitstatus):
    """In CI, a skip that is not on the allowlist fails the run (a missing Chromium, a
    missing optional library, a test that could not find its git checkout)."""
    if not _strict_skips(session.config) or hasattr(session.config, "workerinput"):
        return  # xdist workers: the controller sees every report
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is None:
        return
    unlisted = unlisted_skips(reporter.stats.get("skipped", []))
    if unlisted:
        reporter.write_sep("=", "skips not on the allowlist (tests/noskip.py SKIP_ALLOWLIST)",
                           red=True)
        for line in unlisted:
            reporter.write_line(line)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
