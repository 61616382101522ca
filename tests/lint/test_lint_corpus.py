"""The lint corpus (tests/lint/lint_corpus/): lint's findings are checked against the lines
each file's header names, and every fix leaves a file that parses with its finding gone.

What JAX does with each file (the header's truth, and each fix lowering JAX's compile
count) is measured in a fresh interpreter: ``tests/e2e/lint/test_lint_corpus_jax.py``.
"""

from __future__ import annotations

import pytest
from lint_corpus import fixable, fixed, lint_all, samples

from jaxcheck._src.lint import lint_source

SAMPLES = samples()

LINTED = lint_all()  # the corpus folder as one project: cross-module samples need it

IDS = [s.path.name for s in SAMPLES]

FIXABLE = fixable(SAMPLES)


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


def test_the_corpus_has_fixes_of_each_kind():
    names = {s.path.name for s in FIXABLE}
    assert {"p101_transform_in_loop.py", "p102_unhashable_static.py",
            "p104_weak_type.py", "p104_alternating.py"} <= names


@pytest.mark.parametrize("sample", FIXABLE, ids=[s.path.name for s in FIXABLE])
def test_fix_leaves_a_file_that_parses_and_no_fixable_finding(sample):
    import ast

    text, applied = fixed(sample)
    assert applied >= 1
    ast.parse(text)
    after = lint_source(text, str(sample.path))
    assert not [f for f in after if f.fix is not None]
    assert len(after) < len(sample.findings)  # each fix removed its finding
