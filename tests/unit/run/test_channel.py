"""The snapshot channel and the progress display, in process: no JAX needed."""

from __future__ import annotations

import io
import os
import threading
import time

from builders import recompiling_entrypoint

from jaxcheck._src.cli.progress import Progress
from jaxcheck._src.model.report import (
    Cause,
    ErrorInfo,
)
from jaxcheck._src.run.channel import (
    Throttle,
    Writer,
    process_path,
    read,
    read_all,
    read_snapshot,
    reports_document,
)


class Child:
    """A worker child's side of the channel: its reports, sent as the worker sends them."""

    def __init__(self, path, throttle=None, meta=None, cost=0.0):
        self.reports, self.meta, self.seq, self.cost = [], dict(meta or {}), 0, cost
        self.built = 0
        self.writer = Writer(path, self.build, throttle)

    def build(self, final):
        self.built += 1
        if self.cost:
            time.sleep(self.cost)
        self.seq += 1
        return reports_document(self.reports, final=final, meta=self.meta, seq=self.seq)


def test_the_reader_gets_the_last_snapshot_with_its_events_and_meta(tmp_path):
    path = tmp_path / "channel"
    assert read_snapshot(path) is None  # nothing written yet
    child = Child(path, meta={"pid": 1})
    child.reports, child.meta["running"] = [recompiling_entrypoint("a", 1)], "a"
    assert child.writer.write()
    child.reports = [recompiling_entrypoint("a", 2)]
    assert child.writer.write()
    snap = read_snapshot(path)
    assert not snap.final and snap.seq == 2 and snap.meta == {"pid": 1, "running": "a"}
    (ep,) = snap.entrypoints
    assert ep.functions[0].compiles == 2
    assert ep.functions[0].events[1].causes == [Cause("shape", "x", "f32[3]", "f32[4]")]
    failed = recompiling_entrypoint("b", 0)
    failed.error = ErrorInfo("ValueError", "boom", "Traceback ...")
    child.reports, child.meta["running"] = [ep, failed], None
    child.writer.write(final=True)
    snap = read_snapshot(path)
    assert snap.final and [e.target for e in snap.entrypoints] == ["a", "b"]
    assert snap.entrypoints[1].error == ErrorInfo("ValueError", "boom", "Traceback ...")


def test_a_prompt_change_is_written_at_once_and_any_other_by_the_writers_thread(tmp_path):
    path = tmp_path / "channel"
    child = Child(path, Throttle(interval=60, eager=2))
    child.reports = [recompiling_entrypoint("a", 1)]
    child.writer.changed(prompt=True)  # within eager: at once, in this thread
    assert read_snapshot(path).entrypoints[0].functions[0].compiles == 1
    child.reports = [recompiling_entrypoint("a", 2)]
    child.writer.changed()  # left to the thread: not before the interval
    assert child.writer.pending and read_snapshot(path).seq == 1
    child.writer.write(final=True)  # written whatever the throttle says; the writer closes
    snap = read_snapshot(path)
    assert snap.final and snap.entrypoints[0].functions[0].compiles == 2
    assert not child.writer.pending
    child.writer.changed(prompt=True)  # after the final snapshot: nothing more
    assert read_snapshot(path).seq == 2

    other = Child(tmp_path / "other", Throttle(interval=0.05))
    other.reports = [recompiling_entrypoint("b", 1)]
    other.writer.changed()
    deadline = time.monotonic() + 30
    while read_snapshot(tmp_path / "other") is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert read_snapshot(tmp_path / "other").entrypoints[0].target == "b"
    other.writer.close()


def test_in_a_storm_snapshots_cost_a_tenth_of_the_time_after_the_first_eager_ones(tmp_path):
    """Each snapshot here takes 20 ms: the first 10 prompt changes are written at once
    whatever they cost; after them, however many prompt changes come, writing takes no
    more than about a tenth of the time."""
    child = Child(tmp_path / "channel", Throttle(interval=60, eager=10), cost=0.02)
    for _ in range(9):
        child.writer.changed(prompt=True)
    assert child.built == 9
    start = time.monotonic()
    # a second of prompt changes, and on until one more was written (a busy machine)
    while (time.monotonic() - start < 1.0
           or child.built == 9 and time.monotonic() - start < 60):
        child.writer.changed(prompt=True)
    elapsed = time.monotonic() - start
    child.writer.close()
    # 20 ms every 200 ms at most: about 5 in a second, not thousands
    assert child.built - 9 <= 1 + elapsed / (0.02 / 0.1), (child.built, elapsed)
    assert child.built - 9 >= 1


def test_a_snapshot_not_ready_stays_pending_and_a_failed_one_has_its_stand_in(tmp_path):
    path = tmp_path / "channel"
    writer = Writer(path, lambda final: None, Throttle(interval=60))
    assert not writer.write() and writer.pending and read(path) is None
    writer.close()

    def broken(final):
        raise RuntimeError("boom")

    writer = Writer(path, broken, fallback=lambda e, final: {"internal_error": str(e),
                                                             "final": final})
    assert not writer.write(final=True)
    assert read(path) == {"internal_error": "boom", "final": True}


def test_a_reader_never_sees_a_half_written_snapshot(tmp_path):
    path = tmp_path / "channel"
    child = Child(path, Throttle(interval=0))
    child.reports = [recompiling_entrypoint(f"t{i}", 30) for i in range(20)]
    child.writer.write()
    stop = threading.Event()

    def keep_writing():
        while not stop.is_set():
            child.writer.write()

    thread = threading.Thread(target=keep_writing)
    thread.start()
    try:
        for _ in range(50):
            assert len(read_snapshot(path).entrypoints) == 20
    finally:
        stop.set()
        thread.join()


def test_only_the_owner_process_writes(tmp_path):
    child = Child(tmp_path / "channel")
    child.reports = [recompiling_entrypoint("x", 1)]
    child.writer.owner = os.getpid() + 1  # as seen from a process the target forked
    child.writer.changed(prompt=True)
    assert not child.writer.write(final=True)
    assert read_snapshot(tmp_path / "channel") is None and child.built == 0


def test_a_programs_processes_each_have_a_file_read_back_in_name_order(tmp_path):
    for pid in (30, 12):
        Writer(process_path(tmp_path, pid), lambda final, pid=pid: {"pid": pid}).write()
    (tmp_path / "99.json").write_text('{"pid": 99, "entrypoint": {')  # cut short
    (tmp_path / "7.json").write_text("[" * 100 + "]" * 100)  # nested too deeply
    (tmp_path / ".13.json.x.tmp").write_text('{"pid": 13}')  # a write under way
    assert read_all(tmp_path) == [{"pid": 12}, {"pid": 30}]


def test_progress_off_a_terminal_prints_one_line_per_finished_target():
    out = io.StringIO()
    seen = []
    progress = Progress(on_finish=seen.append, stream=out)
    progress.begin(2)
    progress.started("t.py:a")
    progress.finished("t.py:a", [recompiling_entrypoint("t.py:a", 1)])
    progress.started("t.py:b")
    failing = recompiling_entrypoint("t.py:b", 2)
    progress.finished("t.py:b", [failing])
    progress.close()
    lines = out.getvalue().splitlines()
    assert [ln.split(" (")[0] for ln in lines] == ["jaxcheck: [1/2] PASS t.py:a",
                                                   "jaxcheck: [2/2] FAIL t.py:b"]
    # each handed on as it finished
    assert seen == [[recompiling_entrypoint("t.py:a", 1)], [failing]]


def test_progress_off_a_terminal_without_echo_leaves_each_target_to_its_own_line():
    # the terminal format prints each target's line on stdout as it finishes: a second
    # line on stderr would make a passing target two lines in a CI log
    out = io.StringIO()
    seen = []
    progress = Progress(on_finish=seen.append, stream=out, echo=False)
    progress.begin(1)
    progress.started("t.py:a")
    progress.finished("t.py:a", [recompiling_entrypoint("t.py:a", 1)])
    progress.close()
    assert out.getvalue() == "" and seen == [[recompiling_entrypoint("t.py:a", 1)]]


def test_progress_on_a_terminal_is_one_live_line_cleared_at_the_end():
    out = io.StringIO()
    progress = Progress(stream=out, live=True)
    progress.begin(3)
    progress.started("t.py:[bold]a[/]")  # markup in a name is shown, not interpreted
    text = progress._render().plain
    assert text.startswith("[0/3 targets] running t.py:[bold]a[/]")
    progress.finished("t.py:[bold]a[/]", [recompiling_entrypoint("a", 1)])
    assert progress._render().plain.startswith("[1/3 targets]")
    progress.close()
    assert "jaxcheck: [" not in out.getvalue()  # no per-target lines on a terminal
