"""The test suite's hooks and fixtures; what tests share beyond them is in ``helpers.py``
(what they run and check with) and ``builders.py`` (what they build).

Two CPU devices are forced *before* JAX is imported anywhere in the test process, so the
sharding tests can commit arrays to ``cpu:1`` (and the CPU backend's code optimisation is
turned off: the tests count compiles, not speed); the same environment is passed to every
process a test starts (``helpers.subprocess_env``). Only tests under ``tests/e2e/``
start processes (``processguard.py``).
"""

import os

_DEVICES_FLAG = "--xla_force_host_platform_device_count=2"
# The suite compiles thousands of tiny programs, whose count and causes it checks, never
# their speed: the CPU backend's code optimisation is turned off to compile them sooner
_FAST_FLAG = "--xla_backend_optimization_level=0"
for _flag in (_DEVICES_FLAG, _FAST_FLAG):
    if _flag not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " " + _flag).strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

# The lint harness and corpus (tests/lint/) serve the in-process lint tests and the
# end-to-end ones of tests/e2e/lint/ alike, which import them by name.
sys.path.insert(0, str(Path(__file__).parent / "lint"))


@pytest.fixture(autouse=True)
def _every_compile_is_accounted_for(monkeypatch):
    """Over the whole suite: per function, compiles = first compiles + recompiles, and
    every compiled executable of a user function is an event (never fewer recompiles)."""
    from jaxcheck._src.analysis import analyze

    real = analyze.Analysis.update

    def checked(self, records, dropped=0, dirty=(), full=False):
        new = real(self, records, dropped, dirty, full)
        if full and not dropped:  # the whole capture folded in: everything accounted for
            analyze.check_invariant(list(records), self.functions, self.mode)
        return new

    monkeypatch.setattr(analyze.Analysis, "update", checked)


# --- JAX as the witness ----------------------------------------------------------------


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "jax_witness_off(reason): this test deliberately disagrees with JAX's own "
        "count of compiles (a JAX-internal op, a function jaxcheck must not report); "
        "the reason is required")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item):
    """JAX's own compiles are recorded from before the test's fixtures run."""
    import witness

    witness.start().off = item.get_closest_marker("jax_witness_off") is not None
    return (yield)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """After the test's body: jaxcheck's counts of every capture the test folded into an
    analysis agree with JAX's (``witness.check``), unless the test says why not."""
    import witness

    try:
        result = yield
    except BaseException:
        witness.stop()
        raise
    log = witness.stop()
    if os.environ.get("JCTEST_NO_WITNESS") == "1":  # to measure what the witness adds
        return result
    off = item.get_closest_marker("jax_witness_off")
    if off is not None:
        if not (off.args and str(off.args[0]).strip()):
            pytest.fail("@pytest.mark.jax_witness_off needs the reason the test disagrees "
                        "with JAX", pytrace=False)
        return result
    problems = witness.check(log) if log is not None else []
    if problems:
        pytest.fail("jaxcheck disagrees with JAX's own compile log:\n  "
                    + "\n  ".join(problems), pytrace=False)
    return result


# --- bytecode ------------------------------------------------------------------------


def pytest_collection_finish(session):
    """Bytecode is written while collecting (`make test` allows it: pytest's rewritten test
    modules and jaxcheck are cached), never afterwards: a test that rewrites a scratch
    module within the second, at the same size, would otherwise import stale bytecode
    (in this process or in a command it starts)."""
    sys.dont_write_bytecode = True
    os.environ["PYTHONDONTWRITEBYTECODE"] = "1"


# --- e2e by folder, and no process started outside it: processguard.py --------------------
import processguard  # noqa: E402
from processguard import (  # noqa: E402, F401 (the hooks, registered here)
    pytest_collection_modifyitems,
    pytest_runtest_makereport,
    pytest_runtest_protocol,
)


@pytest.hookimpl(specname="pytest_configure")
def pytest_configure_processguard(config):
    processguard.install()


@pytest.hookimpl(trylast=True, specname="pytest_collection_modifyitems")
def pytest_collection_modifyitems_interleaved(config, items):
    """Files that start processes are spread evenly among the files that run in this
    process, each file's tests kept together (its module fixtures are made once).
    Collected by folder, the end-to-end files would all run at once, each command's
    processes on top of the other worker's, while the in-process files wait for the end;
    spread out, the two cores stay evenly busy (`make test`: two workers)."""
    files: dict = {}
    for item in items:
        files.setdefault(item.path, []).append(item)
    apart = [[], []]  # in this process, end-to-end
    for tests in files.values():
        apart[processguard.in_e2e(tests[0])].append(tests)
    placed = []  # (how far into its own kind the file's middle is, its tests)
    for files_of_a_kind in apart:
        total, done = sum(map(len, files_of_a_kind)) or 1, 0
        for tests in files_of_a_kind:
            placed.append(((done + len(tests) / 2) / total, tests))
            done += len(tests)
    items[:] = [item for _, tests in sorted(placed, key=lambda p: p[0]) for item in tests]


# --- pytest-xdist's start-up line, once ------------------------------------------------


@pytest.hookimpl(trylast=True, specname="pytest_configure")
def pytest_configure_xdist_once(config):
    """Under `-q` and off a terminal, pytest-xdist prints its status line when the nodes
    start and again when they have collected, and under `-q` both read "bringing up
    nodes...": print each distinct line once."""
    trdist = config.pluginmanager.getplugin("terminaldistreporter")
    if trdist is None or not hasattr(trdist, "ensure_show_status"):
        return
    shown: set[str] = set()
    original = trdist.ensure_show_status

    def once() -> None:
        line = trdist.getstatus()
        if line not in shown:
            shown.add(line)
            original()

    trdist.ensure_show_status = once
# --- no silent skip in CI: the hook and its allowlist live in noskip.py ------------------
from noskip import pytest_sessionfinish  # noqa: E402, F401 (the hook, registered here)

# The blind corpora are programs lint reads, not tests, and a case's module may be named
# like one (blind23/c/27_numpyro_pathloss_sites/drive_test.py): never collected.
collect_ignore_glob = ["lint/blind*/*", "lint/spell*/*"]
