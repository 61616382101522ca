"""What jaxcheck prints is safe to print: a bug in jaxcheck exits 4 with a pointer to
report it, and the user's strings (ANSI escapes, NUL, rich markup, control characters)
reach the terminal, JUnit and JSON as text, never as commands to them.
"""

from __future__ import annotations

import json
import re
import uuid
import xml.etree.ElementTree as ET

from builders import FAULT_TARGETS, make_entrypoint
from helpers import (
    REPO,
    error_line,
    fault_targets,  # noqa: F401 (the fixture `targets`)
    invoke,
    raw_controls,
)

from jaxcheck._src.util import errors

# --- a bug in jaxcheck: exit 4, never 1 -------------------------------------------------


def test_an_internal_error_exits_4_with_a_pointer_to_report_it(targets, monkeypatch):
    from jaxcheck._src.report import terminal as _render_rich

    def broken(*args, **kwargs):  # stands in for a bug in a renderer
        raise RuntimeError("renderer bug")

    monkeypatch.setattr(_render_rich, "render", broken)
    code, out, err = invoke("run", f"{targets}:workload")
    assert code == errors.INTERNAL, (code, out, err)
    line = error_line(err, prefix="jaxcheck: internal error: ")
    assert "RuntimeError: renderer bug" in line and "report" in line and "--verbose" in line

    code, out, err = invoke("run", f"{targets}:workload", "--verbose")
    assert code == errors.INTERNAL
    assert "Traceback" in err and "renderer bug" in err
    assert err.strip().splitlines()[-1].startswith("jaxcheck: internal error: ")


# --- output safety ----------------------------------------------------------------------


def test_junit_stays_well_formed_with_ansi_and_nul_in_messages(targets, tmp_path):
    xml = tmp_path / "report.xml"
    code, out, err = invoke("run", f"{targets}:ansi_raise", "--junit-xml", str(xml))
    assert code == errors.TARGET_ERROR, (code, out, err)
    suite = ET.parse(xml).getroot()  # raises on a character XML 1.0 forbids
    error = suite.find("testcase/error")
    assert error is not None
    assert "\\x1b[31mred" in error.get("message") and "\\x00" in error.get("message")
    assert "\\x1b[31mred" in error.text
    # the terminal gets the same message, spelled out
    assert raw_controls(out) == [], repr(out)
    assert "\\x1b[31mred\\x1b[0m" in out and "\\x00" in out and "\\x07" in out


def test_json_keeps_the_message_as_the_target_raised_it(targets):
    code, out, err = invoke("run", f"{targets}:ansi_raise", "--format", "json")
    assert code == errors.TARGET_ERROR
    doc = json.loads(out)
    assert doc["entrypoints"][0]["error"]["message"].startswith("\x1b[31mred\x1b[0m")


def test_rich_markup_in_names_and_paths_is_shown_as_text(tmp_path):
    folder = tmp_path / "odd["  # with the file "]t.py" the path reads ...odd[/]t.py
    folder.mkdir()
    path = folder / f"]t_{uuid.uuid4().hex[:8]}.py"
    path.write_text(FAULT_TARGETS.format(marker=str(tmp_path / "ran")))
    code, out, err = invoke("run", f"{path}:takes_dict", "--args",
                            "{'[/]': f32[3], '[b]x': 1}", "--verbose")
    assert code in (0, 1), (code, out, err)
    assert "odd[/]" in out.replace("\n", "")  # the target, in the panel title
    assert "d['[/]']" in out  # the argument path, in the variation matrix


def test_progress_shows_markup_and_controls_in_target_names_as_text():
    import io

    from jaxcheck._src.cli.progress import Progress

    name = "odd[/]t.py:[bold]f\x1b[2J"
    for live in (True, False):  # the live line of a terminal, the plain line elsewhere
        stream = io.StringIO()
        progress = Progress(stream=stream, live=live)
        with progress:
            progress.begin(1)
            progress.started(name)
            progress.finished(name, [make_entrypoint(name)])
        assert "\x1b[2J" not in stream.getvalue()
        if not live:
            assert "odd[/]t.py:[bold]f\\x1b[2J" in stream.getvalue()


def test_printable_spells_out_what_a_terminal_or_xml_would_act_on():
    from jaxcheck._src.util.printable import one_line, printable

    assert printable("a\x1b[2Jb\x00c\td\ne\x7f\x9b\u202e\ud800\uffff") == (
        "a\\x1b[2Jb\\x00c\td\ne\\x7f\\x9b\\u202e\\ud800\\uffff")
    assert printable("naïve ünïcode ✓ 日本") == "naïve ünïcode ✓ 日本"
    assert one_line("two\n  lines\r\n") == "two lines\\x0d"
    text = printable("".join(map(chr, range(0x110000))).encode("utf-8", "surrogatepass")
                     .decode("utf-8", "surrogatepass"))
    ET.fromstring(f"<a>{re.sub('[<&]', '', text)}</a>")  # every character: still XML 1.0


def test_readme_documents_every_exit_code():
    readme = (REPO / "README.md").read_text()
    table = readme[readme.index("## Exit codes"):]
    for code in (errors.OK, errors.RECOMPILES, errors.USAGE, errors.TARGET_ERROR,
                 errors.INTERNAL, errors.IO):
        assert re.search(rf"^\| {code} \|", table, re.M), f"exit code {code} not in README"
    from jaxcheck._src.cli.app import EXIT_CODES

    for code in range(6):
        assert f"{code} " in EXIT_CODES
