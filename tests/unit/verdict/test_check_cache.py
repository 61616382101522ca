"""`check`'s record of what passed (``verdict/incremental.py``): what keys it, when a
target is unchanged, and that a cache that is not jaxcheck's is ignored without harm.
No JAX is run: reports are built by hand, files are scratch files."""

from __future__ import annotations

import json
import os
import time

import pytest
from builders import make_entrypoint

from jaxcheck._src.config import table as config
from jaxcheck._src.config.options import RunOptions
from jaxcheck._src.model.report import ErrorInfo, Report
from jaxcheck._src.verdict import incremental


def _passed(target, *inputs):
    ep = make_entrypoint(target)
    ep.inputs = [str(p) for p in inputs]
    assert ep.status == "pass"
    return ep


def _report(*eps):
    return Report("0", "0", "cpu", "trace", list(eps))


@pytest.fixture
def project(tmp_path):
    (tmp_path / "model.py").write_text("import helper\n")
    (tmp_path / "helper.py").write_text("X = 1\n")
    (tmp_path / "pyproject.toml").write_text(
        '[tool.jaxcheck]\n[[tool.jaxcheck.entrypoints]]\ntarget = "model:step"\n'
        'args = "f32[3]"\n[[tool.jaxcheck.entrypoints]]\ntarget = "model:main"\n')
    return tmp_path


def _plan(project, lock=None, skip=True, **options):
    return incremental.plan(config.load(project / "pyproject.toml"), RunOptions(**options),
                            lock, skip=skip)


def _pass_all(project, **kw):
    """A check that ran both targets, and both passed, reading model.py and helper.py."""
    planned = _plan(project, **kw)
    time.sleep(0.01)  # the files were written before the run started
    files = (project / "model.py", project / "helper.py")
    planned.record(_report(_passed("model:step", *files), _passed("model:main", *files)))
    return planned


def test_unchanged_targets_are_skipped_and_a_changed_file_reruns_them(project):
    assert _plan(project).skipped == []  # never judged: run
    _pass_all(project)
    assert _plan(project).skipped == ["model:step", "model:main"]
    (project / "unrelated.py").write_text("Y = 2\n")
    assert _plan(project).skipped == ["model:step", "model:main"]
    (project / "helper.py").write_text("X = 2\n")  # imported by model.py: both rerun
    assert _plan(project).skipped == []


def test_content_not_modification_time_decides(project):
    _pass_all(project)
    later = time.time() + 100
    os.utime(project / "helper.py", (later, later))  # touched, same content
    assert len(_plan(project).skipped) == 2


def test_nothing_is_skipped_unless_asked(project):
    _pass_all(project)
    planned = _plan(project, skip=False)  # --all, or a full report asked for
    assert planned.skipped == [] and len(planned.config.entries) == 2


@pytest.mark.parametrize("change", [
    lambda m: m.setenv("JAX_ENABLE_X64", "1"),
    lambda m: m.setenv("XLA_FLAGS", "--xla_force_host_platform_device_count=3"),
    lambda m: m.setattr(incremental, "__version__", "99.0"),
    lambda m: m.setattr(incremental, "_version", lambda name: f"{name} 99"),
    lambda m: m.setattr("sys.version", "3.99.0"),
])
def test_the_environment_and_the_versions_are_in_the_key(project, monkeypatch, change):
    _pass_all(project)
    change(monkeypatch)
    assert _plan(project).skipped == []


def test_options_lock_entry_and_declaration_are_in_the_key(project):
    lock = {"version": 1, "entrypoints": {"model:step": {"compiles": {"a::f": 1}}}}
    _pass_all(project, lock=lock)
    assert len(_plan(project, lock=lock).skipped) == 2
    assert _plan(project, lock=lock, mode="execute").skipped == []
    assert _plan(project, lock=lock, seed=3).skipped == []
    assert _plan(project).skipped == []  # the lock is gone
    changed = {"version": 1, "entrypoints": {"model:step": {"compiles": {"a::f": 2}}}}
    assert _plan(project, lock=changed).skipped == ["model:main"]  # only its entry
    text = (project / "pyproject.toml").read_text()
    (project / "pyproject.toml").write_text(text.replace('"f32[3]"', '"f32[4]"'))
    assert _plan(project, lock=lock).skipped == ["model:main"]


def test_a_target_that_did_not_pass_is_never_recorded_and_is_forgotten(project):
    _pass_all(project)
    failed = make_entrypoint("model:step")
    failed.error = ErrorInfo("ValueError", "boom")
    failed.inputs = [str(project / "model.py")]
    planned = _plan(project)
    planned.record(_report(failed))
    assert _plan(project).skipped == ["model:main"]


def test_unsure_means_run(project):
    planned = _plan(project)
    # no inputs recorded (a crashed worker), a file edited while it ran, a file gone
    time.sleep(0.01)
    (project / "late.py").write_text("Z = 1\n")
    planned.record(_report(_passed("model:step"),
                           _passed("model:main", project / "model.py", project / "late.py")))
    assert _plan(project).skipped == []
    _pass_all(project)
    (project / "helper.py").unlink()
    assert _plan(project).skipped == []


def test_an_interrupted_run_records_nothing(project):
    planned = _plan(project)
    report = _report(_passed("model:step", project / "model.py"))
    report.interrupted = True
    planned.record(report)
    assert not incremental.cache_path(project).exists()


@pytest.mark.parametrize("content", [
    b"\x00\xffnot json", b"[]", b'{"format": "other/1", "entrypoints": {}}',
    b'{"format": "jaxcheck-check-cache/1", "entrypoints": []}', b"{" * 10000,
])
def test_a_corrupt_or_foreign_cache_is_ignored_and_replaced(project, content):
    path = incremental.cache_path(project)
    path.parent.mkdir()
    path.write_bytes(content)
    assert _plan(project).skipped == []
    _pass_all(project)
    assert json.loads(path.read_text())["format"] == incremental.FORMAT
    assert len(_plan(project).skipped) == 2


def test_a_cache_that_is_a_directory_or_unwritable_does_no_harm(project):
    incremental.cache_path(project).mkdir(parents=True)
    assert _plan(project).skipped == []
    _pass_all(project)  # cannot be written: left as it was, no error
    assert incremental.cache_path(project).is_dir()


def test_the_cache_ignores_itself_in_git(project):
    _pass_all(project)
    folder = project / incremental.CACHE_DIR
    assert (folder / ".gitignore").read_text().splitlines()[-1] == "*"
    assert sorted(p.name for p in folder.iterdir()) == [".gitignore", "check.json"]
