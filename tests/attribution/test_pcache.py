"""Why did the persistent cache miss? A real persistent cache in a temporary directory.

Each test runs targets in-process, as separate "runs" of jaxcheck (each run starts
with JAX's in-memory caches cleared, so only the persistent cache can serve a
compile). What JAX really did is read from JAX's own log lines (the hit, miss,
write and not-written lines, and the DEBUG hash of each cache-key ingredient),
and from the files in the cache directory; never from jaxcheck's output.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re

import jax
import jax.numpy as jnp
import pytest
from builders import make_report
from helpers import (
    cache_files,
    persistent_cache,  # noqa: F401 (the fixture `cache`)
    run_workload,
)
from jax._src import compilation_cache
from rich.console import Console

from jaxcheck._src.analysis import pcache
from jaxcheck._src.report import htmlreport as _render_html
from jaxcheck._src.report import jsonreport as _render_json
from jaxcheck._src.report import terminal as _render_rich
from jaxcheck._src.report import text as _render_text


@contextlib.contextmanager
def jax_cache_log():
    """JAX's own persistent-cache lines, with the hash of each key ingredient (DEBUG).

    With JAX's log flags on before jaxcheck starts, jaxcheck passes JAX's records on
    to JAX's loggers, as it does for a user who asked for them.
    """
    lines: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record):
            lines.append(record.getMessage())

    handler = Collect(logging.DEBUG)
    jax_logger, key_logger = logging.getLogger("jax"), logging.getLogger("jax._src.cache_key")
    level = key_logger.level
    jax.config.update("jax_log_compiles", True)
    jax.config.update("jax_explain_cache_misses", True)
    key_logger.setLevel(logging.DEBUG)
    jax_logger.addHandler(handler)
    try:
        yield lines
    finally:
        jax_logger.removeHandler(handler)
        key_logger.setLevel(level)  # the flags: the `cache` fixture restores them


def jax_says(lines: list[str], name: str) -> dict[str, int]:
    """How often JAX logged each persistent-cache outcome for ``jit_NAME``."""
    module = rf"jit_{name}\b"
    return {
        "hit": sum(bool(re.match(rf"Persistent compilation cache hit for '{module}", x))
                   for x in lines),
        "miss": sum(bool(re.match(rf"PERSISTENT COMPILATION CACHE MISS for '{module}", x))
                    for x in lines),
        "written": sum(bool(re.match(rf"Writing {module}", x)) for x in lines),
        "not_written": sum(x.startswith("Not writing persistent cache entry") and
                           f"jit_{name}" in x for x in lines),
    }


def ingredient_hashes(lines: list[str], name: str) -> list[dict[str, str]]:
    """JAX's hash of each ingredient of each key it computed for ``jit_NAME``, in order
    (a key's hashes come before the hit or miss line that names its module)."""
    keys: list[dict[str, str]] = []
    pending: dict[str, str] = {}
    for line in lines:
        m = re.match(r"get_cache_key hash of serialized (.+?): ([0-9a-f]+)$", line)
        if m:
            if m.group(1) == "computation":
                pending = {}
            pending[m.group(1)] = m.group(2)
        elif re.match(rf"(Persistent compilation cache hit|PERSISTENT COMPILATION CACHE "
                      rf"MISS) for 'jit_{name}'", line):
            keys.append(pending)
    return keys


def step(x):
    return jnp.sin(x) * 2.0 + 1.0


def one_event(ep):
    fn, = [f for f in ep.functions if f.name == "step"]
    event, = fn.events
    return fn, event


# --- not written, written, hit ---------------------------------------------------------


@pytest.mark.parametrize("flag, value, words", [
    ("jax_persistent_cache_min_compile_time_secs", 1e6,
     "under jax_persistent_cache_min_compile_time_secs = 1000000"),
    ("jax_persistent_cache_min_entry_size_bytes", 10**9,
     "under jax_persistent_cache_min_entry_size_bytes = 1000000000"),
])
def test_an_entry_under_a_threshold_is_not_written_and_says_why(cache, flag, value, words):
    jax.config.update(flag, value)
    f = jax.jit(step)
    with jax_cache_log() as lines:
        ep = run_workload(lambda: f(jnp.ones(3)))
    assert jax_says(lines, "step") == {"hit": 0, "miss": 1, "written": 0, "not_written": 1}
    assert cache_files(cache, "step") == []

    fn, event = one_event(ep)
    pc = event.persistent_cache
    assert pc["status"] == "not_written"
    assert words in pc["reason"]
    assert pc["seconds"] > 0
    assert _render_text.cache_lines(fn) == [f"#1: not written to the persistent cache: "
                                            f"{pc['reason']}"]
    summary = make_report(ep, jaxcheck_version="", jax_version="", backend="").persistent_cache
    assert summary["misses"] == 1 and summary["not_written"] == 1 and summary["hits"] == 0
    assert summary["seconds_missed"] == pytest.approx(pc["seconds"])


def test_written_then_hit_on_the_next_run_and_the_index_remembers(cache):
    f = jax.jit(step)
    with jax_cache_log() as lines:
        first = run_workload(lambda: f(jnp.ones(3)))
    assert jax_says(lines, "step") == {"hit": 0, "miss": 1, "written": 1, "not_written": 0}
    assert len(cache_files(cache, "step")) == 1
    with jax_cache_log() as lines:
        second = run_workload(lambda: f(jnp.ones(3)))  # a new run: in-memory caches cleared
    assert jax_says(lines, "step") == {"hit": 1, "miss": 0, "written": 0, "not_written": 0}

    fn, written = one_event(first)
    assert written.persistent_cache["status"] == "written"
    assert written.persistent_cache["first_seen"] is True
    assert _render_text.cache_lines(fn) == []  # a first compile: nothing to explain
    _, hit = one_event(second)
    assert hit.persistent_cache["status"] == "hit" and hit.cache_hit
    assert hit.persistent_cache["key"] == written.persistent_cache["key"]
    assert hit.persistent_cache["saved_seconds"] >= 0

    index = json.loads((cache / pcache.INDEX_NAME).read_text())
    assert index["schema"] == pcache.INDEX_SCHEMA
    mine = [e for e in index["entries"] if e["function"] == "step"]
    assert [e["key"] for e in mine] == [written.persistent_cache["key"]]
    assert mine[0]["signature"]["leaves"]["x"][:2] == [[3], "f32"]
    assert mine[0]["env"]["jax"] == jax.__version__

    summary = _render_json.to_dict(make_report(second, jaxcheck_version="", jax_version="",
                                               backend=""))["summary"]
    assert summary["persistent_cache"]["hits"] == 1
    assert summary["persistent_cache"]["misses"] == 0


# --- misses, explained --------------------------------------------------------------------


def test_a_miss_after_xla_flags_changed_names_the_flag(cache, monkeypatch):
    f = jax.jit(step)
    with jax_cache_log() as lines:
        run_workload(lambda: f(jnp.ones(3)))
        # hashed into the key from the environment at each compile; XLA itself read
        # XLA_FLAGS when the backend started, so the flag changes nothing else here
        monkeypatch.setenv("XLA_FLAGS", jax_xla_flags() + " --xla_cpu_enable_fast_math=false")
        ep = run_workload(lambda: f(jnp.ones(3)))
    assert jax_says(lines, "step")["miss"] == 2 and jax_says(lines, "step")["hit"] == 0
    before, after = ingredient_hashes(lines, "step")  # JAX's own hashes of the two keys
    assert [n for n in after if after[n] != before[n]] == ["XLA flags"]

    fn, event = one_event(ep)
    pc = event.persistent_cache
    assert pc["status"] == "written"
    assert pc["changed"] == ["XLA flags"]
    assert "XLA flags: added --xla_cpu_enable_fast_math=false" in pc["miss_reason"]
    line, = _render_text.cache_lines(fn)
    assert line.startswith("#1: persistent cache miss: XLA flags: added --xla_cpu_enable")

    report = make_report(ep, jax_version=jax.__version__)
    console = Console(record=True, width=200)
    _render_rich.render(report, console, verbose=True)
    shown = console.export_text()
    assert "persistent cache miss: XLA flags: added --xla_cpu_enable_fast_math=false" in shown
    assert "persistent cache: 0 hits, 1 miss costing " in shown
    # it passed: one line, and the summary line still says what the cache did
    console = Console(record=True, width=200)
    _render_rich.render(report, console)
    shown = console.export_text()
    assert "persistent cache miss" not in shown and shown.startswith("PASS  ")
    assert "persistent cache: 0 hits, 1 miss costing " in shown
    page = _render_html.render(report)
    assert "persistent cache miss: XLA flags: added --xla_cpu_enable_fast_math=false" in page


def jax_xla_flags() -> str:
    import os

    return os.environ.get("XLA_FLAGS", "")


def test_a_miss_after_a_compile_option_changed_names_the_config(cache):
    f = jax.jit(step)
    with jax_cache_log() as lines:
        run_workload(lambda: f(jnp.ones(3)))
        jax.config.update("jax_exec_time_optimization_effort", 0.5)  # restored by `cache`
        ep = run_workload(lambda: f(jnp.ones(3)))
    before, after = ingredient_hashes(lines, "step")
    assert [n for n in after if after[n] != before[n]] == ["compile_options"]
    assert jax_says(lines, "step")["hit"] == 0

    _, event = one_event(ep)
    pc = event.persistent_cache
    assert pc["changed"] == ["compile options"]
    assert "jax_exec_time_optimization_effort 0.0 → 0.5" in pc["miss_reason"]


def test_a_miss_after_a_shape_change_names_the_argument(cache):
    f = jax.jit(step)
    with jax_cache_log() as lines:
        run_workload(lambda: f(jnp.ones(3)))
        ep = run_workload(lambda: f(jnp.ones(4)))  # another run, another shape
    before, after = ingredient_hashes(lines, "step")
    assert [n for n in after if after[n] != before[n]] == ["computation"]
    assert jax_says(lines, "step") == {"hit": 0, "miss": 2, "written": 2, "not_written": 0}

    _, event = one_event(ep)
    pc = event.persistent_cache
    assert pc["changed"] == ["the program"]
    assert pc["arguments"] == [{"kind": "shape", "path": "x", "before": "f32[3]",
                                "after": "f32[4]"}]
    assert "because an argument changed: shape at x: f32[3] → f32[4]" in pc["miss_reason"]
    # the same words in the JSON report, and back from it (an isolated worker's path)
    doc = _render_json.to_dict(make_report(ep, jax_version=jax.__version__))
    shown = doc["entrypoints"][0]["functions"][0]["events"][0]["persistent_cache"]
    assert shown["miss_reason"] == pc["miss_reason"]
    back = _render_json.report_from(doc)
    assert back.entrypoints[0].functions[0].events[0].persistent_cache == pc


def test_within_one_run_a_second_shape_is_explained_by_the_first(cache):
    f = jax.jit(step)
    ep = run_workload(lambda: (f(jnp.ones(3)), f(jnp.ones(5))))
    fn, = ep.functions
    first, second = (e.persistent_cache for e in fn.events)
    assert first["first_seen"] and "first_seen" not in second
    assert second["arguments"][0]["after"] == "f32[5]"


def test_a_key_seen_before_but_not_written_says_so(cache):
    jax.config.update("jax_persistent_cache_min_compile_time_secs", 1e6)
    f = jax.jit(step)
    run_workload(lambda: f(jnp.ones(3)))
    with jax_cache_log() as lines:
        ep = run_workload(lambda: f(jnp.ones(3)))
    assert jax_says(lines, "step")["not_written"] == 1
    fn, event = one_event(ep)
    assert event.persistent_cache["not_written_before"] is True
    assert "the same key was computed at" in event.persistent_cache["miss_reason"]
    # said once: the not-written line already tells why
    line, = _render_text.cache_lines(fn)
    assert "not written to the persistent cache" in line


def test_a_cache_jax_decided_not_to_use_is_reported_as_not_used(cache):
    compilation_cache.reset_cache()
    jax.config.update("jax_enable_compilation_cache", False)
    jax.jit(lambda x: x + 1)(1.0)  # JAX decides here, once, not to use the cache
    jax.config.update("jax_enable_compilation_cache", True)
    f = jax.jit(step)
    with jax_cache_log() as lines:
        ep = run_workload(lambda: f(jnp.ones(3)))
    assert jax_says(lines, "step") == {"hit": 0, "miss": 0, "written": 0, "not_written": 0}
    assert cache_files(cache, "step") == []
    fn, event = one_event(ep)
    assert event.persistent_cache["status"] == "disabled"
    assert _render_text.cache_lines(fn)[0].startswith("#1: persistent cache not used: ")


# --- the index can never fail a run ----------------------------------------------------


NOTE = "the persistent cache's jaxcheck index"


@pytest.mark.parametrize("content", [
    b"{not json", b"\xff\xfe\x00", b"[]", b'{"schema": "jaxcheck.pcache-index/1"}',
    b'{"schema": "jaxcheck.pcache-index/1", "entries": [1, {"function": 3}, '
    b'{"function": "step", "key": "k", "ingredients": {"computation": 5}}]}',
    b"[" * 200000,  # deeper than Python's recursion limit
    b'{"schema": "jaxcheck.pcache-index/1", "entries": [' + b"[" * 500 + b"]" * 500 + b"]}",
    b'{"schema": "jaxcheck.pcache-index/1", "entries": [{"function": "step", "key": '
    + b"9" * 100000 + b"}]}",  # an integer too long to convert
    b'{"schema": "jaxcheck.pcache-index/1", "entries": {"function": "step"}}',
    b"\x00garbage" * (5 * 1024 * 1024),  # 50 MB
], ids=["not-json", "not-utf8", "a-list", "no-entries", "bad-entries", "deep",
        "deep-entries", "huge-number", "wrong-type", "50MB"])
def test_a_corrupt_index_is_ignored_with_one_note_and_rewritten(cache, content):
    cache.mkdir()
    (cache / pcache.INDEX_NAME).write_bytes(content)
    f = jax.jit(step)
    ep = run_workload(lambda: f(jnp.ones(3)))
    _, event = one_event(ep)
    assert event.persistent_cache["status"] == "written"
    assert event.persistent_cache["first_seen"] is True  # the report is complete
    assert len([n for n in ep.notes if n.startswith(NOTE)]) == 1, ep.notes
    index = json.loads((cache / pcache.INDEX_NAME).read_text())
    assert [e["function"] for e in index["entries"]] == ["step"]


def test_an_index_that_cannot_be_read_or_written_changes_nothing(cache):
    (cache / pcache.INDEX_NAME).mkdir(parents=True)  # a directory in its place
    f = jax.jit(step)
    ep = run_workload(lambda: f(jnp.ones(3)))
    assert ep.error is None
    _, event = one_event(ep)
    assert event.persistent_cache["status"] == "written"
    assert not [p for p in cache.iterdir() if p.name.startswith(".jaxcheck-index.")]


def test_a_fifo_in_place_of_the_index_never_blocks(tmp_path):
    import os
    import threading

    fifo = tmp_path / pcache.INDEX_NAME
    os.mkfifo(fifo)
    result: list = []
    reader = threading.Thread(target=lambda: result.append(pcache.load_index(str(fifo))))
    reader.start()
    reader.join(30)
    if reader.is_alive():  # blocked in open(): a writer lets it go, then fail
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        reader.join()
        pytest.fail("reading a FIFO index blocked")
    assert result == [([], "is not a regular file")]


def test_a_symlinked_index_is_not_followed(tmp_path):
    import os

    real = tmp_path / "elsewhere.json"
    real.write_text(json.dumps({"schema": pcache.INDEX_SCHEMA, "entries": []}))
    os.symlink(real, tmp_path / pcache.INDEX_NAME)
    entries, problem = pcache.load_index(str(tmp_path / pcache.INDEX_NAME))
    assert entries == [] and problem.startswith("cannot be opened")
    assert pcache.write_index(str(tmp_path / pcache.INDEX_NAME), [])
    assert not (tmp_path / pcache.INDEX_NAME).is_symlink()  # replaced, not written through
    assert json.loads(real.read_text())["entries"] == []


def test_the_index_follows_the_umask_and_the_directory_like_jax_cache_files(cache):
    import os
    import stat

    cache.mkdir()
    os.chmod(cache, 0o2775)  # a team's shared cache directory
    before = os.umask(0o002)
    try:
        ep = run_workload(lambda: jax.jit(step)(jnp.ones(3)))
    finally:
        os.umask(before)
    assert one_event(ep)[1].persistent_cache["status"] == "written"
    # JAX's own files for it (0.4.38 writes an access-time file beside the entry)
    jax_files = [p for p in cache.iterdir() if p.name.startswith("jit_step")]
    index = cache / pcache.INDEX_NAME
    assert jax_files
    modes = {stat.S_IMODE(p.stat().st_mode) for p in [index, *jax_files]}
    assert modes == {0o664}


def test_the_index_stays_bounded():
    entries: list[dict] = []
    for i in range(pcache.MAX_ENTRIES + 50):
        entries = pcache.remember(entries, {"function": f"f{i % 600}", "file": "m.py",
                                             "transform": None, "key": f"k{i}",
                                             "status": "written", "seconds": 0.1})
    assert len(entries) == pcache.MAX_ENTRIES
    for i in range(pcache.MAX_PER_FUNCTION + 5):
        entries = pcache.remember(entries, {"function": "g", "file": "m.py",
                                             "transform": None, "key": f"g{i}",
                                             "status": "written", "seconds": 0.1})
    assert sum(e["function"] == "g" for e in entries) == pcache.MAX_PER_FUNCTION


def test_without_a_cache_there_is_no_status(tmp_path):
    assert pcache.settings() is None  # the suite runs with the cache off
    f = jax.jit(step)
    ep = run_workload(lambda: f(jnp.ones(3)))
    _, event = one_event(ep)
    assert event.persistent_cache is None
    assert make_report(ep, jaxcheck_version="", jax_version="", backend="").persistent_cache is None


# --- across processes: a target run, then the same code as a program ------------------


def test_an_entry_with_odd_values_where_types_vary_still_explains_a_miss(tmp_path):
    odd = {"function": "step", "file": "m.py", "line": [], "transform": None, "key": "old",
           "ingredients": dict.fromkeys(pcache.INGREDIENTS, "b"), "xla_flags": ["--xla_b"],
           "env": {"jax": [1], "jaxlib": None, "devices": 5, "compile_options": 5},
           "signature": {"leaves": {"x": [1, 2]}, "passing": 3}, "status": 7,
           "seen": 1e300}
    path = tmp_path / pcache.INDEX_NAME
    path.write_text(json.dumps({"schema": pcache.INDEX_SCHEMA, "entries": [odd]}))
    kept = pcache.read_index(str(path))
    assert kept == [odd]  # well-formed where it matters: kept
    entry = {**odd, "key": "new", "ingredients": dict.fromkeys(pcache.INGREDIENTS, "a"),
             "env": {"jax": "1", "compile_options": {"jax_x": "1"}}, "xla_flags": ["--xla_a"],
             "signature": {"leaves": {"x": [[3], "f32", False, None, None, ""]}},
             "seen": 1.0}
    why = pcache.explain(entry, kept)
    assert why["changed"] == list(pcache.INGREDIENTS.values())
    assert "XLA flags: added --xla_a, removed --xla_b" in why["miss_reason"]
    assert "an unknown time" in why["miss_reason"]
