"""`jaxcheck lint --fix` never corrupts a file: its line endings, BOM, tabs and encoding are
kept; a read-only file or folder, a link out of the project, a file changed between the
read and the write and a file that does not parse are never written; a second ``--fix``
changes nothing; ``--diff`` writes nothing. Every case runs the command in this process on
real files; the fixed program is run under JAX in ``tests/lint/test_lint_cli.py``.
"""

from __future__ import annotations

import ast
import os
import stat
from pathlib import Path

import pytest
from lint_harness import FIXABLE

from jaxcheck._src.cli.commands.lint import main
from jaxcheck._src.lint import fixfile
from jaxcheck._src.util import errors

BODY = FIXABLE.encode()
HOISTED = b"grad_loss_jit = jax.jit(jax.grad(loss))"

#: a file's bytes before --fix -> what the fixed file must keep
SHAPES = {
    "crlf": BODY.replace(b"\n", b"\r\n"),
    "lone-cr": BODY.replace(b"\n", b"\r"),
    "bom": b"\xef\xbb\xbf" + BODY,
    "tabs": BODY.replace(b"    ", b"\t"),
    "latin-1": b"# -*- coding: latin-1 -*-\n# caf\xe9 cr\xe8me\n" + BODY,
    "crlf-bom-tabs": b"\xef\xbb\xbf" + BODY.replace(b"    ", b"\t").replace(b"\n", b"\r\n"),
}


@pytest.fixture
def project(tmp_path, monkeypatch) -> Path:
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'p'\n")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _fix(capsys, *args: str) -> tuple[int, str]:
    code = main(["--fix", *args])
    return code, capsys.readouterr().err


def _endings(data: bytes) -> set[bytes]:
    return {m for m in (b"\r\n", b"\n", b"\r") if m in data.replace(b"\r\n", b"")
            or (m == b"\r\n" and m in data)}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_fix_keeps_the_files_own_bytes(project, capsys, shape):
    before = SHAPES[shape]
    path = project / "train.py"
    path.write_bytes(before)
    code, err = _fix(capsys, "train.py")
    after = path.read_bytes()
    assert code == errors.OK and "Fixed 1 finding; 0 remaining." in err, err
    assert HOISTED in after
    assert _endings(after) == _endings(before)  # never mixed endings
    assert after.startswith(b"\xef\xbb\xbf") == before.startswith(b"\xef\xbb\xbf")
    if b"\t" in before:
        assert b"\n    " not in after and b"\r    " not in after  # no spaces beside tabs
    if b"latin-1" in before:
        assert b"caf\xe9 cr\xe8me" in after
    ast.parse(after)  # Python reads it as the same kind of file
    # the second --fix finds nothing to do and does not touch the file
    mtime = path.stat().st_mtime_ns
    code, err = _fix(capsys, "train.py")
    assert code == errors.OK and "Fixed 0 findings" in err
    assert path.read_bytes() == after and path.stat().st_mtime_ns == mtime


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_diff_shows_the_fix_and_writes_nothing(project, capsys, shape):
    path = project / "train.py"
    path.write_bytes(SHAPES[shape])
    os.chmod(path, 0o444)  # read-only: --diff reads only
    mtime = path.stat().st_mtime_ns
    assert main(["--diff", "train.py"]) == errors.RECOMPILES
    assert "grad_loss_jit" in capsys.readouterr().out
    assert path.read_bytes() == SHAPES[shape] and path.stat().st_mtime_ns == mtime
    assert not [p for p in project.iterdir() if p.name.endswith(".tmp")]


def test_fix_keeps_the_mode_and_leaves_no_temporary_file(project, capsys):
    path = project / "train.py"
    path.write_bytes(BODY)
    os.chmod(path, 0o640)
    assert _fix(capsys, "train.py")[0] == errors.OK
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert sorted(p.name for p in project.iterdir()) == ["pyproject.toml", "train.py"]


@pytest.mark.parametrize("where", ["file", "folder"])
def test_a_read_only_file_or_folder_is_not_written(project, capsys, where):
    folder = project / "src"
    folder.mkdir()
    path = folder / "train.py"
    path.write_bytes(BODY)
    (folder / "other.py").write_bytes(BODY)  # a writable neighbour is still fixed ...
    os.chmod(path if where == "file" else folder, 0o444 if where == "file" else 0o555)
    try:
        code, err = _fix(capsys, "src/train.py", *(["src/other.py"] if where == "file"
                                                   else []))
        assert path.read_bytes() == BODY
    finally:
        os.chmod(folder, 0o755)
    assert code == errors.IO
    lines = [x for x in err.splitlines() if x.startswith("jaxcheck:")]
    assert len(lines) == 1 and "read-only" in lines[0] and "src/train.py" in lines[0], err
    assert "Traceback" not in err
    if where == "file":  # ... and the one not written keeps its finding
        assert HOISTED in (folder / "other.py").read_bytes()
        assert "Fixed 1 finding; 1 remaining." in err
        assert stat.S_IMODE(path.stat().st_mode) == 0o444


def test_a_link_out_of_the_project_is_not_followed_and_says_so(project, tmp_path_factory,
                                                                capsys):
    outside = tmp_path_factory.mktemp("elsewhere") / "shared.py"
    outside.write_bytes(BODY)
    (project / "train.py").symlink_to(outside)
    code, err = _fix(capsys, "train.py")
    assert code == errors.RECOMPILES  # its finding remains
    assert outside.read_bytes() == BODY and (project / "train.py").is_symlink()
    assert "outside the project" in err and str(outside) in err, err


def test_a_link_inside_the_project_stays_a_link_to_the_fixed_file(project, capsys):
    (project / "lib").mkdir()
    real = project / "lib" / "train.py"
    real.write_bytes(BODY)
    (project / "train.py").symlink_to("lib/train.py")
    assert _fix(capsys, "train.py")[0] == errors.OK
    assert (project / "train.py").is_symlink() and HOISTED in real.read_bytes()


def test_a_file_changed_between_read_and_write_is_not_written(project):
    path = project / "train.py"
    path.write_bytes(BODY)
    source = fixfile.read(Path("train.py"), project)
    edited = BODY + b"\n# saved by an editor meanwhile\n"
    path.write_bytes(edited)
    with pytest.raises(fixfile.NotFixed, match="changed while it was being fixed"):
        fixfile.write(Path("train.py"), source, source.text.replace("jax.jit", "J"))
    assert path.read_bytes() == edited


@pytest.mark.parametrize("source", [
    BODY + b"def broken(:\n",                           # a syntax error
    b"# -*- coding: no-such-codec -*-\n" + BODY,        # an encoding Python does not know
    b"# -*- coding: utf-8 -*-\n# caf\xe9\n" + BODY,     # bytes its cookie denies
    BODY.replace(b"import jax\n", b"import jax\x00\n"),  # a null byte
], ids=["syntax-error", "unknown-codec", "wrong-bytes", "null-byte"])
def test_a_file_python_cannot_read_is_reported_and_never_written(project, capsys, source):
    path = project / "train.py"
    path.write_bytes(source)
    code, err = _fix(capsys, "train.py")
    assert code == errors.RECOMPILES and "Traceback" not in err
    assert path.read_bytes() == source


def test_many_files_not_fixed_are_told_in_bounded_lines(project, capsys):
    for i in range(30):
        path = project / f"m{i:02}.py"
        path.write_bytes(BODY)
        os.chmod(path, 0o444)
    code, err = _fix(capsys)
    assert code == errors.IO
    assert err.count("read-only") == 20 and "and 10 more files not fixed" in err
    assert len(err.splitlines()) == 22  # the summary, 20 names, one count
