"""The four outputs of `jaxcheck lint`: text (like ruff: ``path:line:col: CODE message``
and the source line), JSON, GitHub annotations and SARIF 2.1.0 for code scanning."""

from __future__ import annotations

from pathlib import Path

from ..util.printable import printable
from ..util.version import __version__
from .files import read_source
from .rules import RULES, Finding

FORMATS = ("text", "json", "github", "sarif")
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
DOCS_URI = "https://github.com/jaxcheck/jaxcheck/blob/main/docs/lint.md"
#: the page's first heading, as GitHub makes its anchor (tests check that each anchor exists)
HELP_URI = DOCS_URI + "#lint-recompile-pitfalls-found-in-the-source"


def rule_uri(code: str) -> str:
    """The rule's own section of docs/lint.md: a heading ``### JC101 jit-in-loop``."""
    rule = RULES[code]
    return f"{DOCS_URI}#{rule.code.lower()}-{rule.name}"


def _source_line(path: str, line: int, cache: dict[str, list[str]]) -> str | None:
    if path not in cache:
        try:
            cache[path] = read_source(Path(path)).decode("utf-8", "replace").splitlines()
        except OSError:
            cache[path] = []
    lines = cache[path]
    return lines[line - 1] if 0 < line <= len(lines) else None


def text(findings: list[Finding], files: int) -> str:
    out: list[str] = []
    cache: dict[str, list[str]] = {}
    for f in findings:
        out.append(f"{f.path}:{f.line}:{f.col}: {f.code} {f.message}")
        source = _source_line(f.path, f.line, cache)
        if source is not None:
            number = str(f.line)
            pad = " " * len(number)
            shown = printable(source.expandtabs(4))[:200]
            caret = len(printable(source[:f.col - 1].expandtabs(4)))  # under the column
            out += [f"{pad} |", f"{number} | {shown}",
                    f"{pad} | {' ' * min(caret, len(shown))}^", ""]
    noun = "file" if files == 1 else "files"
    if findings:
        count = len(findings)
        out.append(f"Found {count} recompile pitfall{'s' if count != 1 else ''} in {files} "
                   f"{noun}. `jaxcheck lint --explain CODE` tells more about a rule; "
                   "`# noqa: CODE` silences one line.")
    else:
        out.append(f"All clear: {files} {noun} linted, no recompile pitfalls found.")
    return "\n".join(out) + "\n"


def as_json(findings: list[Finding]) -> str:
    import json  # only the machine formats need it: text stays a little lighter
    return json.dumps([{"path": f.path, "line": f.line, "col": f.col, "code": f.code,
                        "message": f.message} for f in findings], indent=2) + "\n"


def github(findings: list[Finding]) -> str:
    # the report's own escaping (_printable: standard library only, as lint must stay)
    from ..util.printable import escape_data, escape_property

    return "".join(
        f"::error file={escape_property(f.path)},line={f.line},col={f.col},"
        f"title={escape_property('jaxcheck ' + f.code)}::{escape_data(f.code + ' ' + f.message)}\n"
        for f in findings)


def _artifact(path: str) -> dict:
    """A URI reference (RFC 3986), percent-encoded from the name's bytes: a space, a line
    break, ``%`` or ``:`` in a file name cannot read as another name or a scheme. Relative
    paths resolve against the checkout (``%SRCROOT%``), as code scanning wants."""
    import os
    from urllib.parse import quote_from_bytes

    p = Path(path)
    encoded = quote_from_bytes(os.fsencode(p.as_posix()), safe="/")
    if p.is_absolute():
        return {"uri": "file://" + encoded}
    return {"uri": encoded, "uriBaseId": "%SRCROOT%"}


def sarif(findings: list[Finding]) -> str:
    import json
    codes = list(RULES)
    rules = [{"id": r.code, "name": r.name, "shortDescription": {"text": r.summary},
              "fullDescription": {"text": r.explanation}, "helpUri": rule_uri(r.code),
              "defaultConfiguration": {"level": "error"}} for r in RULES.values()]
    results = [{
        "ruleId": f.code, "ruleIndex": codes.index(f.code), "level": "error",
        "message": {"text": f.message},
        "locations": [{"physicalLocation": {
            "artifactLocation": _artifact(f.path),
            "region": {"startLine": f.line, "startColumn": f.col}}}],
    } for f in findings]
    log = {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [{
        "tool": {"driver": {"name": "jaxcheck", "version": __version__,
                            "informationUri": HELP_URI, "rules": rules}},
        "results": results}]}
    return json.dumps(log, indent=2) + "\n"


def render(findings: list[Finding], output_format: str, files: int) -> str:
    if output_format == "json":
        return as_json(findings)
    if output_format == "github":
        return github(findings)
    if output_format == "sarif":
        return sarif(findings)
    return text(findings, files)
