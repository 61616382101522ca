"""The lint corpus (tests/lint/lint_corpus/): JAX's compile log is the truth for every file,
and lint's findings are checked against the lines its header names."""

from __future__ import annotations

import pytest
from lint_corpus import lint_all, measure, samples

from jaxcheck._src.lint import lint_source

SAMPLES = samples()
LINTED = lint_all()  # the corpus folder as one project: cross-module samples need it
IDS = [s.path.name for s in SAMPLES]


def test_the_corpus_has_variants_of_every_rule_and_clean_twins():
    positives = [code for s in SAMPLES if s.positive for code in s.codes]
    for code in ("JC101", "JC102", "JC103", "JC104", "JC105", "JC106"):
        assert positives.count(code) >= 1, code
        assert any(not s.positive and code[2:] in s.path.name for s in SAMPLES), code
    assert sum(len(s.findings) for s in SAMPLES if "101" in s.path.name) >= 10


@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_lint_finds_exactly_what_the_header_says(sample):
    found = LINTED[sample.path.name]
    assert found == set(sample.findings)
    assert bool(found) == sample.positive  # p*: a pitfall; n*: clean


@pytest.mark.slow
def test_jax_compiles_what_each_header_says():
    """Every file run under JAX's compile log: positives recompile (or JAX refuses them),
    negatives compile each of their functions once."""
    measured = measure([s.path for s in SAMPLES])
    for s in SAMPLES:
        got = measured[str(s.path)]
        if s.raises:
            assert got["raised"] == s.raises, s.path.name
            continue
        assert got["raised"] is None, (s.path.name, got)
        seen = {name: got["compiles"].get(name, 0) for name in s.compiles}
        assert seen == s.compiles, s.path.name
        if s.positive:
            assert max(seen.values()) > 1, s.path.name
        else:
            assert set(seen.values()) == {1}, s.path.name


FIXABLE = [s for s in SAMPLES if any(
    f.fix is not None for f in lint_source(s.path.read_text(encoding="utf-8"), str(s.path)))]


def _fixed(sample) -> tuple[str, int]:
    """Every fix, the unsafe ones too (each must still lower JAX's compile count)."""
    from jaxcheck._src.lint.fix import fixed_text

    return fixed_text(sample.path.read_text(encoding="utf-8"), str(sample.path), None, None,
                      unsafe=True)


def test_the_corpus_has_fixes_of_each_kind():
    names = {s.path.name for s in FIXABLE}
    assert {"p101_transform_in_loop.py", "p102_unhashable_static.py",
            "p104_weak_type.py", "p104_alternating.py"} <= names


@pytest.mark.parametrize("sample", FIXABLE, ids=[s.path.name for s in FIXABLE])
def test_fix_leaves_a_file_that_parses_and_no_fixable_finding(sample):
    import ast

    text, applied = _fixed(sample)
    assert applied >= 1
    ast.parse(text)
    after = lint_source(text, str(sample.path))
    assert not [f for f in after if f.fix is not None]
    assert len(after) < len(sample.findings)  # each fix removed its finding


@pytest.mark.slow
def test_each_fix_lowers_jax_compile_count(tmp_path):
    """The fixed corpus files run under JAX's compile log: fewer compiles than before (or
    JAX no longer refuses them); with nothing left to find, each function compiles once."""
    paths, left = [], {}
    for s in FIXABLE:
        text, _ = _fixed(s)
        path = tmp_path / s.path.name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
        left[s.path.name] = lint_source(text, str(path))
    measured = measure(paths)
    for s, path in zip(FIXABLE, paths, strict=True):
        got = measured[str(path)]
        assert got["raised"] is None, (s.path.name, got)
        seen = {name: got["compiles"].get(name, 0) for name in s.compiles}
        if s.raises:
            continue  # refused before; runs now
        assert sum(seen.values()) < sum(s.compiles.values()), (s.path.name, seen)
        if not left[s.path.name]:
            assert set(seen.values()) == {1}, (s.path.name, seen)
