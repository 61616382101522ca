"""The snapshot channel and the progress display, in process: no JAX needed."""

from __future__ import annotations

import io
import os
import threading

from jaxcheck._src.cli.progress import Progress
from jaxcheck._src.model.report import (
    Cause,
    CompileEvent,
    EntrypointReport,
    ErrorInfo,
    FunctionReport,
)
from jaxcheck._src.run.channel import SnapshotWriter, read_snapshot


def _report(target: str, compiles: int) -> EntrypointReport:
    events = [CompileEvent(recompile=i > 0, expected=i == 0, call_site="t.py:3",
                           causes=[Cause("shape", "x", "f32[3]", "f32[4]")] if i else [])
              for i in range(compiles)]
    return EntrypointReport(target=target, kind="workload",
                            functions=[FunctionReport("f", "t.py:1", events)])


def test_the_reader_gets_the_last_snapshot_with_its_events_and_meta(tmp_path):
    path = tmp_path / "channel"
    assert read_snapshot(path) is None  # nothing written yet
    writer = SnapshotWriter(path, meta={"pid": 1})
    assert writer.write([_report("a", 1)], running="a")
    assert writer.write([_report("a", 2)], force=True, running="a")
    snap = read_snapshot(path)
    assert not snap.final and snap.seq == 2 and snap.meta == {"pid": 1, "running": "a"}
    (ep,) = snap.entrypoints
    assert ep.functions[0].compiles == 2
    assert ep.functions[0].events[1].causes == [Cause("shape", "x", "f32[3]", "f32[4]")]
    failed = _report("b", 0)
    failed.error = ErrorInfo("ValueError", "boom", "Traceback ...")
    writer.write([ep, failed], final=True, running=None)
    snap = read_snapshot(path)
    assert snap.final and [e.target for e in snap.entrypoints] == ["a", "b"]
    assert snap.entrypoints[1].error == ErrorInfo("ValueError", "boom", "Traceback ...")


def test_writes_are_throttled_unless_forced_or_final(tmp_path):
    writer = SnapshotWriter(tmp_path / "channel", interval=60)
    assert writer.write([_report("a", 1)])
    assert not writer.write([_report("a", 2)]) and writer.pending
    assert read_snapshot(tmp_path / "channel").entrypoints[0].functions[0].compiles == 1
    assert writer.write([_report("a", 2)], final=True) and not writer.pending


def test_a_reader_never_sees_a_half_written_snapshot(tmp_path):
    path = tmp_path / "channel"
    writer = SnapshotWriter(path, interval=0)
    big = [_report(f"t{i}", 30) for i in range(20)]
    writer.write(big)
    stop = threading.Event()

    def keep_writing():
        while not stop.is_set():
            writer.write(big, force=True)

    thread = threading.Thread(target=keep_writing)
    thread.start()
    try:
        for _ in range(50):
            assert len(read_snapshot(path).entrypoints) == 20
    finally:
        stop.set()
        thread.join()


def test_only_the_owner_process_writes(tmp_path):
    writer = SnapshotWriter(tmp_path / "channel")
    writer.owner = os.getpid() + 1  # as seen from a process the target forked
    assert not writer.write([_report("x", 1)], final=True)
    assert read_snapshot(tmp_path / "channel") is None


def test_progress_off_a_terminal_prints_one_line_per_finished_target():
    out = io.StringIO()
    seen = []
    progress = Progress(on_finish=seen.append, stream=out)
    progress.begin(2)
    progress.started("t.py:a")
    progress.finished("t.py:a", [_report("t.py:a", 1)])
    progress.started("t.py:b")
    failing = _report("t.py:b", 2)
    progress.finished("t.py:b", [failing])
    progress.close()
    lines = out.getvalue().splitlines()
    assert [ln.split(" (")[0] for ln in lines] == ["jaxcheck: [1/2] PASS t.py:a",
                                                   "jaxcheck: [2/2] FAIL t.py:b"]
    assert seen == [[_report("t.py:a", 1)], [failing]]  # each handed on as it finished


def test_progress_on_a_terminal_is_one_live_line_cleared_at_the_end():
    out = io.StringIO()
    progress = Progress(stream=out, live=True)
    progress.begin(3)
    progress.started("t.py:[bold]a[/]")  # markup in a name is shown, not interpreted
    text = progress._render().plain
    assert text.startswith("[0/3 targets] running t.py:[bold]a[/]")
    progress.finished("t.py:[bold]a[/]", [_report("a", 1)])
    assert progress._render().plain.startswith("[1/3 targets]")
    progress.close()
    assert "jaxcheck: [" not in out.getvalue()  # no per-target lines on a terminal
