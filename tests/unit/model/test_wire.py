"""The wire format: every model type survives ``to_dict`` → JSON → ``from_dict`` unchanged.

Workers, a program's processes and ``jaxcheck report``-style readers all rely on it, so a
field added to the model but forgotten on the wire fails here, not in a user's CI.
"""

from __future__ import annotations

import json

from builders import make_report
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jaxcheck._src.model import wire
from jaxcheck._src.model.report import (
    CAUSE_KINDS,
    Cause,
    CompileEvent,
    Divergence,
    EntrypointReport,
    ErrorInfo,
    FunctionReport,
    VariationResult,
)

text = st.text(max_size=12)
maybe = st.none() | text
seconds = st.none() | st.integers(0, 10**6).map(lambda n: n / 1000)

causes = st.builds(Cause, st.sampled_from(CAUSE_KINDS), maybe, maybe, maybe, maybe,
                   st.none() | st.sampled_from(["identity", "literal", "number", "helper"]))
events = st.builds(
    CompileEvent, recompile=st.booleans(), expected=st.booleans(), call_site=maybe,
    causes=st.lists(causes, max_size=3), explanation=maybe,
    explanation_kinds=st.lists(text, max_size=2), seconds=seconds, hint=maybe,
    cache_hit=st.booleans(),
    persistent_cache=st.none() | st.dictionaries(text, text, max_size=2),
    variation=maybe, dims=maybe, retraced=st.lists(text, max_size=2), transform=maybe,
    signature_error=maybe, started=seconds, trace_seconds=seconds, lower_seconds=seconds,
    compile_seconds=seconds,
    expected_by=st.none() | st.sampled_from(["first compile", "dims", "budget", "expect",
                                             "lock", "variation policy"]),
    variation_index=st.none() | st.integers(0, 9),
    program_change=st.none() | st.text(max_size=40),
    call_stack=st.lists(text, max_size=3),
    memory=st.none() | st.dictionaries(st.sampled_from(["code", "temp"]),
                                       st.integers(0, 10**9), min_size=1))
functions = st.builds(FunctionReport, text, text, st.lists(events, max_size=3))
variations = st.builds(VariationResult, text, text,
                       st.sampled_from(["skipped", "hit", "error", "recompile"]),
                       st.booleans(), st.lists(causes, max_size=2), maybe,
                       st.sampled_from(["hit", "recompile", "any"]),
                       st.none() | st.sampled_from(["variation policy", "lock"]), st.booleans())
errors = st.none() | st.builds(ErrorInfo, text, text, maybe)
entrypoints = st.builds(
    EntrypointReport, target=text, kind=st.sampled_from(["workload", "function", "process"]),
    functions=st.lists(functions, max_size=2), error=errors,
    mode=st.sampled_from(["execute", "trace"]), internal_compiles=st.integers(0, 99),
    seconds=st.integers(0, 10**6).map(lambda n: n / 1000),
    notes=st.lists(text, max_size=2), args=maybe,
    dims=st.dictionaries(text, st.lists(st.integers(1, 64), max_size=3), max_size=2),
    variations=st.lists(variations, max_size=2),
    max_compiles=st.none() | st.integers(1, 9), base_compiles=st.integers(0, 9),
    regressions=st.lists(text, max_size=1), improvements=st.lists(text, max_size=1),
    pid=st.none() | st.integers(1, 99999),
    command=st.none() | st.lists(text, max_size=3), finding=maybe,
    expect=st.dictionaries(st.sampled_from(["shape", "dtype", "value"]),
                           st.sampled_from(["hit", "recompile", "any"]), max_size=2))
divergences = st.builds(Divergence, text, text, text, st.integers(1, 9), text, maybe, maybe,
                        st.dictionaries(st.integers(0, 7), text, max_size=3))


def _through_json(d):
    return json.loads(json.dumps(d))


# nested model objects are slow to draw on a loaded machine; the size of a case is not
_slow_to_draw = settings(suppress_health_check=[HealthCheck.too_slow], max_examples=60,
                         deadline=None)


@_slow_to_draw
@given(entrypoints)
def test_an_entrypoint_survives_the_wire(ep):
    assert wire.entrypoint_from_dict(_through_json(wire.entrypoint_to_dict(ep, True))) == ep


@_slow_to_draw
@given(st.lists(entrypoints, max_size=2), st.none() | text, st.none() | st.integers(-9, 9),
       st.lists(divergences, max_size=2), st.booleans(), maybe)
def test_a_report_survives_the_wire(eps, command, exit_code, divs, interrupted, root):
    report = make_report(*eps, jaxcheck_version="1", jax_version="0.4", root=root,
                         command=command,
                         program_exit=exit_code if command is not None else None,
                         interrupted=interrupted,
                         divergences=divs if command is not None else [])
    back = wire.report_from_dict(_through_json(wire.report_to_dict(report, private=True)))
    assert back == report


@_slow_to_draw
@given(entrypoints)
def test_the_public_form_leaves_out_only_what_is_private(ep):
    public, private = wire.entrypoint_to_dict(ep), wire.entrypoint_to_dict(ep, True)
    assert set(private) - set(public) == {"expect", "inputs"}
    if ep.error is not None:
        assert "traceback" not in public["error"] and "traceback" in private["error"]
