"""The lint corpus (tests/lint_corpus/): JAX's compile log is the truth for every file, and
lint's findings are checked against the lines its header names."""

from __future__ import annotations

import pytest
from lint_corpus import measure, samples

from jaxcheck._lint import lint_source

SAMPLES = samples()
IDS = [s.path.name for s in SAMPLES]


def test_the_corpus_has_variants_of_every_rule_and_clean_twins():
    positives = [code for s in SAMPLES if s.positive for code in s.codes]
    for code in ("JC101", "JC102", "JC103", "JC104", "JC105", "JC106"):
        assert positives.count(code) >= 1, code
        assert any(not s.positive and code[2:] in s.path.name for s in SAMPLES), code
    assert sum(len(s.findings) for s in SAMPLES if "101" in s.path.name) >= 10


@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_lint_finds_exactly_what_the_header_says(sample):
    text = sample.path.read_text(encoding="utf-8")
    found = {(f.line, f.code) for f in lint_source(text, str(sample.path))}
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
