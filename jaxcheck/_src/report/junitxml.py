"""JUnit XML: one testcase per entrypoint; a failure carries the same explanation."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from ..model.report import Report
from ..util.printable import printable
from .failures import entrypoint_text
from .view import divergence, plural, unit_word


def _xml_safe(element: ET.Element) -> None:
    """ElementTree escapes markup but passes NUL, ESC and the like, which XML 1.0 forbids:
    a report quoting an exception with ANSI colours would not parse. Spell them out."""
    element.text = printable(element.text) if element.text else element.text
    element.attrib = {k: printable(v) for k, v in element.attrib.items()}


def render(report: Report) -> str:
    failures = sum(1 for ep in report.entrypoints if ep.status == "fail")
    errors = sum(1 for ep in report.entrypoints if ep.status == "error")
    total = sum(ep.seconds for ep in report.entrypoints)
    suite = ET.Element("testsuite", {
        "name": "jaxcheck", "tests": str(len(report.entrypoints)),
        "failures": str(failures), "errors": str(errors), "skipped": "0",
        "time": f"{total:.3f}",
    })
    props = ET.SubElement(suite, "properties")
    for name, value in (("jax_version", report.jax_version), ("backend", report.backend),
                        ("mode", report.mode)):
        ET.SubElement(props, "property", {"name": name, "value": value})
    for ep in report.entrypoints:
        module, _, name = ep.target.rpartition(":")
        case = ET.SubElement(suite, "testcase", {
            "classname": f"jaxcheck.{module or ep.target}", "name": name or ep.target,
            "time": f"{ep.seconds:.3f}",
        })
        text = entrypoint_text(ep)
        if ep.status == "fail":
            first = text.splitlines()[0]
            ET.SubElement(case, "failure", {"message": first, "type": "UnexpectedRecompile"}
                          ).text = text
        elif ep.status == "error":
            ET.SubElement(case, "error", {"message": ep.error.message[:500],
                                          "type": ep.error.type}).text = text
        else:
            out = ET.SubElement(case, "system-out")
            unit = unit_word(ep)
            out.text = f"{plural(ep.compiles, unit)}, " \
                       f"{plural(ep.recompiles, 're' + unit)}" \
                       + (", all expected" if ep.recompiles else "")
    if report.divergences:  # a job-level finding: one more failed testcase
        case = ET.SubElement(suite, "testcase", {"classname": "jaxcheck.program",
                                                 "name": "processes agree", "time": "0"})
        ET.SubElement(case, "failure", {
            "message": f"{plural(len(report.divergences), 'divergence')} between the "
                       "processes of a distributed job", "type": "Divergence",
        }).text = "\n".join(divergence(d).line for d in report.divergences)
        suite.set("tests", str(len(report.entrypoints) + 1))
        suite.set("failures", str(failures + 1))
    for element in suite.iter():
        _xml_safe(element)
    ET.indent(suite)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suite, encoding="unicode")


def write(path: str | Path, report: Report) -> None:
    from ..util.io import write_text

    write_text(path, render(report) + "\n")
