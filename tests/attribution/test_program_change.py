"""What changed in the compiled program: each recompile's jaxpr against the compile its
causes compare with, checked against `jax.make_jaxpr`'s own text."""

import difflib

import jax
import jax.numpy as jnp
from builders import make_entrypoint, make_report, storm_report
from helpers import compiled, jax_compile_log

import jaxcheck
from jaxcheck._src.analysis import programtext
from jaxcheck._src.report import htmlreport as _render_html
from jaxcheck._src.report import jsonreport as _render_json


def fresh():
    """A function JAX has never compiled (JAX caches by the function, not the jit)."""
    def scaled(x, n):
        return jnp.sin(x) * n

    return scaled


def mean_of(x):
    return jnp.mean(x * 2)


def changed_lines(before, after, *args_before_after):
    """The +/- lines of a diff of JAX's own printed programs."""
    a = str(jax.make_jaxpr(before[0])(*before[1:]))
    b = str(jax.make_jaxpr(after[0])(*after[1:]))
    return [line for line in difflib.unified_diff(a.splitlines(), b.splitlines(), lineterm="")
            if line[:1] in "+-" and not line.startswith(("---", "+++"))]


def test_a_dtype_change_is_the_diff_of_jaxs_own_program_text():
    scaled = fresh()
    f = jax.jit(scaled)
    with jax_compile_log() as log, jaxcheck.watch() as w:
        f(jnp.ones(4), 2)
        f(jnp.ones(4, jnp.int32), 2)
    assert compiled(log, "scaled") == 2
    first, second = w.function("scaled").events
    assert first.program_change is None, "a first compile has nothing to compare with"
    diff = second.program_change.splitlines()
    assert diff[:2] == ["--- earlier compile", "+++ this compile"]
    ours = [line for line in diff if line[:1] in "+-" and not line.startswith(("---", "+++"))]
    assert ours == changed_lines((scaled, jnp.ones(4), 2), (scaled, jnp.ones(4, jnp.int32), 2))
    assert any(line.startswith("+") and "i32[4]" in line for line in ours)


def test_a_shape_change_is_one_line_and_the_diff_is_against_the_closest_compile():
    scaled = fresh()
    f = jax.jit(scaled)
    with jaxcheck.watch() as w:
        f(jnp.ones(3), 2)
        f(jnp.ones(4), 2)
        f(jnp.ones((2, 2)), 2)  # rank 2: closest to nothing; a diff
        f(jnp.ones((2, 3)), 2)  # one dimension away from (2, 2): shapes only
    changes = [e.program_change for e in w.function("scaled").events]
    assert changes[0] is None and changes[1] == programtext.SHAPES_ONLY
    assert changes[3] == programtext.SHAPES_ONLY
    a = str(jax.make_jaxpr(scaled)(jnp.ones(3), 2))
    b = str(jax.make_jaxpr(scaled)(jnp.ones(4), 2))
    assert a != b, "JAX printed two programs; they differ only in shapes"


def test_a_constant_computed_from_a_shape_counts_as_a_shape_change():
    f = jax.jit(mean_of)
    with jaxcheck.watch() as w:
        f(jnp.ones(8))
        f(jnp.ones(16))
    a = str(jax.make_jaxpr(mean_of)(jnp.ones(8)))
    b = str(jax.make_jaxpr(mean_of)(jnp.ones(16)))
    assert "8.0" in a and "16.0" in b, "JAX's program holds the divisor"
    assert w.function("mean_of").events[1].program_change == programtext.SHAPES_AND_CONSTANTS


def test_a_static_value_change_shows_the_changed_constant():
    scaled = fresh()
    f = jax.jit(scaled, static_argnums=1)
    with jaxcheck.watch() as w:
        f(jnp.ones(4), 2)
        f(jnp.ones(4), 3)
    change = w.function("scaled").events[1].program_change
    assert change not in (programtext.SHAPES_ONLY, programtext.SHAPES_AND_CONSTANTS)
    ours = [line for line in change.splitlines()
            if line[:1] in "+-" and not line.startswith(("---", "+++"))]
    assert ours == changed_lines((lambda x: scaled(x, 2), jnp.ones(4)),
                                 (lambda x: scaled(x, 3), jnp.ones(4)))


def test_a_long_diff_is_cut():
    before = "\n".join(f"a{i}:f32[] = op{i}" for i in range(500))
    after = "\n".join(f"b{i}:i32[] = other{i}" for i in range(500))
    out = programtext.change(before, after).splitlines()
    assert len(out) <= programtext.MAX_LINES + 1
    assert out[-1].startswith("… ") and out[-1].endswith("more diff lines")
    assert programtext.change(before, before) == programtext.SAME
    assert programtext.change(None, before) is None


def test_the_change_survives_json_and_unfolds_in_the_html(tmp_path):
    f = jax.jit(fresh())
    with jaxcheck.watch() as w:
        f(jnp.ones(4), 2)
        f(jnp.ones(4, jnp.int32), 2)
        f(jnp.ones(5, jnp.int32), 2)
    ep = make_entrypoint("w", functions=w.functions)
    report = _render_json.report_from(_render_json.to_dict(
        make_report(ep, jax_version=jax.__version__)))
    events = report.entrypoints[0].functions[0].events
    assert [e.program_change for e in events] == [e.program_change for e in w.events]
    page = _render_html.render(report)
    assert page.count('<details class="program">') == 1
    assert '<span class="add">+{ lambda ; a:i32[4]' in page
    assert f"program: {programtext.SHAPES_ONLY}" in page
    assert "pre.diff .add" in page


def test_a_storm_of_long_diffs_keeps_the_page_small():
    """500 recompiles, each with a diff as long as one is kept: the page stays under 2 MB,
    the diffs past the page's budget are one line, and the JSON keeps them all."""
    report = storm_report()
    long = report.entrypoints[0].functions[0].events[1].program_change
    page = _render_html.render(report)
    assert len(page.encode()) < 2_000_000
    shown = page.count('<details class="program">')
    assert 0 < shown < 500 and shown * len(long) <= _render_html.DIFF_BUDGET + len(long)
    assert page.count("left out of this page, in the JSON report") == 500 - shown
    assert _render_json.to_dict(report)["entrypoints"][0]["functions"][0]["events"][500][
        "program_change"] == long


def test_the_call_stack_is_the_users_frames_outermost_first_with_libraries_folded():
    import os
    import traceback

    from jaxcheck._src.capture import callstack

    f = jax.jit(fresh())
    seen = []

    def inner(n):
        seen.append(traceback.extract_stack())  # Python's own view, one line above the call
        return f(jnp.ones(n), 2)

    def outer():
        for n in (2, 3):
            inner(n)

    with jaxcheck.watch() as w:
        outer()
    stack = w.events[1].call_stack
    python = [fr for fr in seen[1] if not callstack.is_library(fr.filename)]
    ours = [line for line in stack if not line.startswith("… ")]
    assert ours == [f"{os.path.relpath(fr.filename)}:{fr.lineno + (fr.name == 'inner')} in "
                    f"{fr.name}" for fr in python]
    assert ours[-1].split(" in ")[0] == w.events[1].call_site, "innermost: the call site"
    # pytest's frames, folded (under xdist its worker's `<string>` bootstrap, code passed
    # as text, counts as the user's and comes first)
    assert any(line.startswith("… ") and line.endswith("library frames") for line in stack)
    assert not any("jax" + os.sep in line for line in ours)


def test_each_compile_carries_its_executables_memory_as_jax_reports_it():
    def square(x):
        return jnp.tanh(x @ x.T)

    f = jax.jit(square)
    with jax_compile_log() as log, jaxcheck.watch() as w:
        f(jnp.ones((8, 4)))
        f(jnp.ones((64, 4)))
    assert compiled(log, "square") == 2, "one XLA compile each, none added by jaxcheck"
    for event, n in zip(w.function("square").events, (8, 64), strict=True):
        truth = f.lower(jnp.ones((n, 4))).compile().memory_analysis()  # JAX's own
        assert event.memory["arguments"] == truth.argument_size_in_bytes == n * 4 * 4
        assert event.memory["outputs"] == truth.output_size_in_bytes == n * n * 4
        assert event.memory["temp"] == truth.temp_size_in_bytes
        assert event.memory["code"] == truth.generated_code_size_in_bytes
    page = _render_html.render(make_report(make_entrypoint("w", functions=w.functions),
                                           jax_version=jax.__version__))
    assert "memory: args 1.0 kB · out 16.4 kB" in page


def test_memory_read_while_the_run_goes_on_or_when_read_is_what_jax_reports(monkeypatch):
    """More compiles than executables held for a memory analysis not read yet (the oldest
    are read while the run goes on, the rest when read): each is JAX's own figure."""
    from jaxcheck._src.capture import installation

    def outer(x):
        return jnp.tanh(x @ x.T)

    monkeypatch.setattr(installation, "UNREAD_MEMORY", 1)
    f = jax.jit(outer)
    sizes = (2, 3, 5)
    with jax_compile_log() as log, jaxcheck.watch() as w:
        for n in sizes:
            f(jnp.ones((n, 4)))
    assert compiled(log, "outer") == len(sizes)
    for event, n in zip(w.functions[0].events, sizes, strict=True):
        truth = f.lower(jnp.ones((n, 4))).compile().memory_analysis()
        assert event.memory["outputs"] == truth.output_size_in_bytes == n * n * 4
        assert event.memory["code"] == truth.generated_code_size_in_bytes


def test_a_storm_page_loads_in_chromium_in_under_2_seconds(tmp_path):
    """The load event of the 500-recompile page (measured by a harness page around it:
    the report itself runs no script), best of up to three to leave the machine's load
    out (a load under 2 seconds ends the tries)."""
    import re
    import subprocess

    from helpers import chromium

    browser = chromium()
    page = tmp_path / "storm.html"
    _render_html.write(str(page), storm_report())
    assert page.stat().st_size < 2_000_000
    harness = tmp_path / "harness.html"
    harness.write_text('<!doctype html><body><iframe src="storm.html" width="1200" '
                       'height="900" onload="document.body.setAttribute(\'data-ms\', '
                       'performance.now().toFixed(0))"></iframe></body>')
    times = []
    for k in range(3):
        proc = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu",
                               f"--user-data-dir={tmp_path / f'profile{k}'}", "--dump-dom",
                               harness.as_uri()], capture_output=True, text=True, timeout=120)
        times.append(int(re.search(r'data-ms="(\d+)"', proc.stdout).group(1)))
        if times[-1] < 2000:
            break
    assert min(times) < 2000, times


def long_chain(x, n):
    """A program of some 400 equations whose middle equation holds the static ``n``."""
    for _ in range(200):
        x = jnp.sin(x) + 1.0
    x = x * n
    for _ in range(200):
        x = jnp.cos(x)
    return x


def _renamed(lines):
    """Changed lines with variables renamed in order of first appearance (JAX's printer
    names the variables of a region other than those of the whole program's text)."""
    import re

    names: dict = {}
    out = []
    for line in lines:
        sign, body = line[0], line[1:].strip()
        lhs, _, rhs = body.rpartition(" = ")
        binders = re.sub(r"\b([a-z]+)(?=:)", lambda m: names.setdefault(m.group(1),
                                                                       f"v{len(names)}"), lhs)
        prim, *args = rhs.split(" ")
        args = [names.setdefault(a, f"v{len(names)}") if a.isalpha() else a for a in args]
        out.append(" ".join([sign, binders, "=", prim, *args]))
    return out


def test_a_large_programs_diff_is_the_changed_region_only_as_jax_prints_it():
    """Past FULL_TEXT equations only the changed equations (and a few around) are printed,
    by JAX's own printer: the changed lines are JAX's whole-text diff's, but for the
    variable names; a shape change is one line without printing anything."""
    f = jax.jit(long_chain, static_argnums=1)
    with jax_compile_log() as log, jaxcheck.watch() as w:
        f(jnp.ones(4), 2.0)
        f(jnp.ones(4), 3.0)
        f(jnp.ones(5), 3.0)
    assert compiled(log, "long_chain") == 3
    program = jax.make_jaxpr(lambda x: long_chain(x, 2.0))(jnp.ones(4))
    assert len(program.eqns) > programtext.FULL_TEXT
    _, second, third = w.function("long_chain").events
    diff = second.program_change.splitlines()
    assert diff[0].startswith("--- earlier compile (equations ")
    assert len(diff) < 2 * (2 * programtext.CONTEXT + 1) + 10, "a region, not the program"
    ours = [line for line in diff if line[:1] in "+-" and not line.startswith(("---", "+++"))]
    theirs = changed_lines((lambda x: long_chain(x, 2.0), jnp.ones(4)),
                           (lambda x: long_chain(x, 3.0), jnp.ones(4)))
    assert len(theirs) == 2 and "2.0" in theirs[0] and "3.0" in theirs[1]
    assert _renamed(ours) == _renamed(theirs)
    assert third.program_change == programtext.SHAPES_ONLY


def test_the_structural_comparison_says_what_jaxs_printed_texts_show():
    """Same program, shapes only, shapes and constants, a real change: what the skeleton
    says is checked on the texts JAX prints for the two programs (on 0.4.38, which prints
    literals without their type, the text alone could not tell the constant)."""
    import re

    def masked(text, numbers=False):
        text = re.sub(r"\[[\d, ]*\]", "[]", text)
        return re.sub(r"\d+(\.\d*)?", "#", text) if numbers else text

    scaled = fresh()
    cases = [((scaled, 4, 2), (scaled, 4, 2), programtext.SAME),
             ((scaled, 4, 2), (scaled, 5, 2), programtext.SHAPES_ONLY),
             ((mean_of, 8), (mean_of, 16), programtext.SHAPES_AND_CONSTANTS),
             ((scaled, 4, 2), (scaled, 4, 3), None)]
    for before, after, want in cases:
        jaxprs = [jax.make_jaxpr(lambda x, c=c: c[0](x, *c[2:]))(jnp.ones(c[1]))
                  for c in (before, after)]
        a, b = (str(j) for j in jaxprs)
        ours = programtext.compare(*(programtext.Program(j) for j in jaxprs))
        if want == programtext.SAME:
            assert a == b
        elif want == programtext.SHAPES_ONLY:
            assert a != b and masked(a) == masked(b)
        elif want == programtext.SHAPES_AND_CONSTANTS:
            assert masked(a) != masked(b) and masked(a, True) == masked(b, True)
        else:
            assert masked(a, True) == masked(b, True) and a != b  # only the constant
            want = programtext.change(a, b)
            assert want.startswith("--- earlier compile")
        assert ours == want


def test_every_diff_of_a_storm_is_what_jaxs_texts_show_computed_at_once_or_when_read(
        monkeypatch):
    """More recompiles than diffs left unread (the oldest are computed while the run goes
    on, the rest when read): each says what JAX's own printed programs show."""
    import re

    from jaxcheck._src.analysis import analyze

    monkeypatch.setattr(analyze, "_UNREAD_DIFFS", 2)  # a storm of 5 compiles is enough
    scaled = fresh()
    f = jax.jit(scaled, static_argnums=1)
    sizes = range(2, 6)
    with jax_compile_log() as log, jaxcheck.watch() as w:
        for n in sizes:
            f(jnp.ones(n), 2)
        f(jnp.ones(n), 3)  # the same shape, another constant: a real change
    assert compiled(log, "scaled") == len(sizes) + 1
    events = w.function("scaled").events
    texts = [str(jax.make_jaxpr(scaled, static_argnums=1)(jnp.ones(n), 2)) for n in sizes]
    def shapeless(text):  # JAX prints a short program on one line, equations split by ";"
        return " ".join(re.sub(r"\[\d+\]", "[]", text).replace(";", " ").split())

    for a, b, event in zip(texts[:-1], texts[1:], events[1:len(texts)], strict=True):
        assert a != b and shapeless(a) == shapeless(b)
        assert event.program_change == programtext.SHAPES_ONLY
    last = events[-1].program_change.splitlines()
    ours = [line for line in last if line[:1] in "+-" and not line.startswith(("---", "+++"))]
    a, b = (str(jax.make_jaxpr(scaled, static_argnums=1)(jnp.ones(n), k)) for k in (2, 3))
    assert ours == [line for line in difflib.unified_diff(a.splitlines(), b.splitlines())
                    if line[:1] in "+-" and not line.startswith(("---", "+++"))]
    assert ours and all("2.0" in line or "3.0" in line for line in ours)
