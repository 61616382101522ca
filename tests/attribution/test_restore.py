"""After a run, JAX and the user's logging are exactly as jaxcheck found them."""

import logging
import sys

import jax
import jax.numpy as jnp
import pytest
from builders import write_module
from helpers import (
    JAX_STATE_FLAGS,
    assert_same_state,
    jax_flags,
    jax_listeners,
    jax_state,
    only_function,
    run_workload,
)
from jax._src import monitoring

import jaxcheck


@pytest.fixture
def user_setup(request):
    """The user's JAX flags, a monitoring listener and a logging configuration of their own."""
    value = request.param
    saved_flags = jax_flags()
    saved_listeners = jax_listeners()
    root, jax_logger = logging.getLogger(), logging.getLogger("jax")
    saved_logging = (list(root.handlers), root.level, jax_logger.level, jax_logger.propagate)

    for name in JAX_STATE_FLAGS:
        jax.config.update(name, value)
    seen = []
    jax.monitoring.register_event_listener(lambda event, **kw: seen.append(event))
    jax.monitoring.register_event_duration_secs_listener(
        lambda event, duration, **kw: seen.append(event))
    handler = logging.NullHandler()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    jax_logger.setLevel(logging.ERROR)
    jax_logger.propagate = False
    try:
        yield value
    finally:
        for name, flag in saved_flags.items():
            jax.config.update(name, flag)
        for name, listeners in saved_listeners.items():
            getattr(monitoring, name)[:] = listeners
        root.handlers[:] = saved_logging[0]
        root.setLevel(saved_logging[1])
        jax_logger.setLevel(saved_logging[2])
        jax_logger.propagate = saved_logging[3]


@jax.jit
def _double(x):
    return x * 2


def _recompiles():
    _double(jnp.ones(3))
    _double(jnp.ones(4))


def _raises():
    _double(jnp.ones(3))
    raise ValueError("target failed")


@pytest.mark.parametrize("user_setup", [False, True], indirect=True, ids=["flags-off", "flags-on"])
@pytest.mark.parametrize("workload", [_recompiles, _raises], ids=["ok", "raises"])
def test_everything_is_restored_after_a_run(user_setup, workload):
    before = jax_state()
    assert before["flags"] == dict.fromkeys(JAX_STATE_FLAGS, user_setup)
    ep = run_workload(workload, allow_error=True)
    after = jax_state()
    # the run itself worked: it saw the function, with JAX's explanation
    fn = only_function(ep)
    assert fn.events[0].explanation is not None
    assert (ep.error is not None) == (workload is _raises)
    assert_same_state(before, after)


@pytest.mark.parametrize("user_setup", [False, True], indirect=True, ids=["flags-off", "flags-on"])
def test_restored_when_the_target_is_interrupted(user_setup):
    def interrupted():
        _double(jnp.ones(3))
        raise KeyboardInterrupt

    before = jax_state()
    with pytest.raises(KeyboardInterrupt):
        run_workload(interrupted)
    assert_same_state(before, jax_state())


@pytest.mark.parametrize("user_setup", [False], indirect=True)
def test_restored_when_the_target_calls_sys_exit(user_setup):
    def exits():
        _double(jnp.ones(3))
        sys.exit(4)

    before = jax_state()
    ep = run_workload(exits, allow_error=True)
    assert ep.error is not None and ep.error.type == "SystemExit"
    assert_same_state(before, jax_state())


@pytest.mark.parametrize("user_setup", [False], indirect=True)
def test_restored_after_the_library_api_run(user_setup, tmp_path):
    write_module(tmp_path, "restore_target.py", """
        import jax
        import jax.numpy as jnp

        @jax.jit
        def h(x):
            return x - 1

        def main():
            h(jnp.ones(2))
            h(jnp.ones(3))

        def broken():
            h(jnp.ones(2))
            raise RuntimeError("no")
    """)
    saved_path, saved_modules = list(sys.path), set(sys.modules)
    try:
        before = jax_state()
        report = jaxcheck.run([f"{tmp_path / 'restore_target.py'}:main",
                               f"{tmp_path / 'restore_target.py'}:broken"])
        assert_same_state(before, jax_state())
    finally:
        sys.path[:] = saved_path
        for name in set(sys.modules) - saved_modules:
            if name.startswith(("restore_target", "jaxcheck_target_")):
                del sys.modules[name]
    assert report.exit_code == 3
    assert [len(ep.functions) for ep in report.entrypoints] == [1, 1]


class _Records(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.messages = []

    def emit(self, record):
        self.messages.append((record.name, record.getMessage()))


@pytest.fixture
def root_records():
    root = logging.getLogger()
    handler, level = _Records(), root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
        root.setLevel(level)


def test_user_logging_is_not_flooded(root_records):
    assert not any(jax_flags().values())
    ep = run_workload(_recompiles)
    # jaxcheck heard JAX's explanations ...
    assert only_function(ep).events[1].explanation is not None
    # ... but the user, who asked for none, did not
    jax_records = [m for name, m in root_records.messages if name.startswith("jax")]
    assert jax_records == []


def test_user_logging_cannot_hide_records_from_jaxcheck():
    @jax.jit
    def fresh(x):  # never compiled before in this process
        return x + 3

    def workload():
        fresh(jnp.ones(3))
        fresh(jnp.ones(4))

    root, jax_logger = logging.getLogger(), logging.getLogger("jax")
    saved = (list(root.handlers), root.level, jax_logger.level, jax_logger.propagate,
             jax_logger.disabled)
    try:
        logging.basicConfig(force=True, level=logging.CRITICAL)
        jax_logger.setLevel(logging.CRITICAL)
        jax_logger.propagate = False
        jax_logger.disabled = True
        ep = run_workload(workload)
    finally:
        root.handlers[:] = saved[0]
        root.setLevel(saved[1])
        jax_logger.setLevel(saved[2])
        jax_logger.propagate = saved[3]
        jax_logger.disabled = saved[4]
    events = only_function(ep).events
    assert events[0].explanation is not None
    assert "new_function" in events[0].explanation_kinds
    assert "shape" in events[1].explanation_kinds


# --- one shared installation ----------------------------------------------------------


def test_watch_blocks_exited_out_of_order_restore_when_the_last_exits():
    before = jax_state()
    f = jax.jit(lambda x: x * 3)
    outer = jaxcheck.watch()
    inner = jaxcheck.watch()
    w_outer = outer.__enter__()
    w_inner = inner.__enter__()
    f(jnp.ones(2))
    outer.__exit__(None, None, None)  # the first one in leaves first
    assert jax_state() != before, "the inner block is still watching"
    f(jnp.ones(3))
    inner.__exit__(None, None, None)
    assert jax_state() == before
    assert only_function(w_outer).compiles == 1
    assert only_function(w_inner).compiles == 2


def test_overlapping_watch_blocks_in_two_threads():
    import threading

    before = jax_state()
    barrier = threading.Barrier(2)
    results = {}

    def worker(name, size):
        g = jax.jit(lambda x: x - 1)
        with jaxcheck.watch() as w:
            barrier.wait()
            g(jnp.ones(size))
            g(jnp.ones(size + 1))
            barrier.wait()
        results[name] = w

    threads = [threading.Thread(target=worker, args=(n, s)) for n, s in (("a", 2), ("b", 5))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert jax_state() == before
    for w in results.values():
        # each thread's block sees at least its own two compiles, attributed by thread
        assert sum(f.compiles for f in w.functions) >= 2
        assert any(len(f.recompiles) >= 1 for f in w.functions)


def test_explanations_kept_per_call_are_bounded():
    from jaxcheck._src.capture.capture import Capture

    f = jax.jit(lambda x: x + 1)
    with Capture() as cap:
        for n in range(1, 30):
            f(jnp.ones(n))
    assert all(len(r.explanations) <= 8 for r in cap.records)
    assert not hasattr(cap, "log_lines")


class _Lines(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.lines: list[str] = []

    def emit(self, record):
        self.lines.append(record.getMessage())


@pytest.mark.parametrize("wanted", [True, False])
def test_the_programs_own_log_compiles_setting_is_kept_inside_and_after(wanted):
    """A program that turns on jax_log_compiles while jaxcheck captures sees JAX's
    compile lines as it would without jaxcheck, and keeps the flag it set; one that
    turns it off sees none, and the flag is off afterwards."""
    before = jax.config.jax_log_compiles
    handler, jax_logger = _Lines(), logging.getLogger("jax")
    jax_logger.addHandler(handler)
    try:
        with jaxcheck.watch():
            jax.config.update("jax_log_compiles", wanted)
            assert jax.config.jax_log_compiles  # still on for the capture
            jax.jit(lambda x: x * 7)(jnp.ones(5))
        after = jax.config.jax_log_compiles
    finally:
        jax_logger.removeHandler(handler)
        jax.config.update("jax_log_compiles", before)
    compiled = [line for line in handler.lines if "Compiling" in line]
    assert bool(compiled) is wanted, handler.lines
    assert after is wanted
    assert "update" not in vars(jax.config)  # the interception is gone
