"""The verdict on hand-built events: no JAX, no capture, every rule in one place."""

from __future__ import annotations

import copy

from builders import function_entrypoint as target
from builders import make_report
from builders import shape_event as event

from jaxcheck._src.model.report import (
    FunctionReport,
    VariationResult,
)
from jaxcheck._src.verdict import verdict


def verdicts(ep):
    return [(e.expected, e.expected_by) for f in ep.functions for e in f.events]


def test_nothing_declared_first_compile_expected_recompiles_not():
    ep = target(event(False), event(), event())
    verdict.judge_entrypoint(ep)
    assert verdicts(ep) == [(True, "first compile"), (False, None), (False, None)]
    assert (ep.unexpected, ep.unexpected_recompiles, ep.status) == (2, 2, "fail")


def test_a_new_dimension_value_is_expected_another_cause_there_is_not():
    ep = target(event(False, dims="B=1"), event(dims="B=1", kind="weak_type"),
                event(dims="B=8"))
    verdict.judge_entrypoint(ep)
    assert verdicts(ep) == [(True, "first compile"), (False, None), (True, "dims")]


def test_budget_allows_base_recompiles_until_exceeded():
    ep = target(event(False), event(), event(), max_compiles=3)
    verdict.judge_entrypoint(ep)
    assert verdicts(ep)[1:] == [(True, "budget"), (True, "budget")]
    assert ep.status == "pass" and not ep.notes

    over = target(event(False), event(), event(), max_compiles=2)
    verdict.judge_entrypoint(over)
    verdict.judge_entrypoint(over)  # judging again changes nothing, adds no second note
    assert verdicts(over)[1:] == [(False, None), (False, None)]
    assert over.all_notes == ["`f` (m.py:1) compiles 3 times, over max_compiles = 2"]
    assert over.notes == []  # the overrun is data (``overruns``), its words derived
    assert over.unexpected == 3  # two recompiles and the budget


def test_the_budget_is_per_function_not_per_target():
    ep = target(event(False), event(), max_compiles=2)
    ep.functions.append(FunctionReport("g", "m.py:9", [event(False), event()]))
    verdict.judge_entrypoint(ep)  # four compiles in all, two per function: within the budget
    assert verdicts(ep) == [(True, "first compile"), (True, "budget")] * 2
    assert ep.status == "pass" and not ep.notes
    ep.functions[1].events.append(event())
    verdict.judge_entrypoint(ep)  # g alone goes over; f stays within
    assert verdicts(ep)[:2] == [(True, "first compile"), (True, "budget")]
    assert verdicts(ep)[3:] == [(False, None), (False, None)]
    assert ep.all_notes == ["`g` (m.py:9) compiles 3 times, over max_compiles = 2"]


def test_expect_accepts_a_workload_recompile_by_cause_and_says_so():
    ep = target(event(False), event(kind="static_value", path="train"),
                event(kind="shape", path="x"))
    ep.kind, ep.expect = "workload", {"value": {"train": "recompile"}}
    verdict.judge_entrypoint(ep)
    assert verdicts(ep) == [(True, "first compile"), (True, "expect"), (False, None)]
    ep.expect = {"value": "any", "shape": "hit"}
    verdict.judge_entrypoint(ep)
    assert verdicts(ep)[1:] == [(True, "expect"), (False, None)]


def test_an_expected_event_always_names_why():
    ep = target(event(False), event(), event(dims="B=8"), max_compiles=5)
    ep.kind, ep.expect = "workload", {"shape": "any"}
    verdict.judge_entrypoint(ep)
    assert all(by is not None for expected, by in verdicts(ep) if expected)


def test_variation_policies():
    variations = [
        VariationResult("shape", "x", "recompile", True, policy="hit"),
        VariationResult("dtype", "x", "recompile", True, policy="any"),
        VariationResult("value", "x", "hit", True, policy="recompile"),
        VariationResult("shape", "y", "error", True, policy="hit"),
        VariationResult("weak_type", "y", "skipped", True, policy="hit", withheld=True),
    ]
    ep = target(event(False), event(variation="shape x", index=0),
                event(variation="dtype x", index=1), variations=variations)
    verdict.judge_entrypoint(ep)
    assert [(v.expected, v.expected_by) for v in ep.variations] == [
        (False, None), (True, "variation policy"), (False, None),
        (False, None), (True, "variation policy")]  # an error is a finding
    assert verdicts(ep)[1:] == [(False, None), (True, "variation policy")]
    # the unexpected variation event is counted once, as a contradicted variation
    assert (ep.contradicted, ep.unexpected_recompiles, ep.unexpected) == (3, 1, 3)
    assert ep.variations_raised == 1


def test_a_variation_that_raised_fails_unless_declared_and_the_lock_never_accepts_it():
    def raised(policy):
        return target(event(False), variations=[
            VariationResult("dtype", "x", "error", True, policy=policy,
                            detail="NotImplementedError: no f16")])
    for policy in ("any", "hit", "recompile"):  # `any` is a hit or a recompile, never this
        ep = raised(policy)
        verdict.judge_entrypoint(ep)
        assert (ep.variations[0].expected, ep.status) == (False, "fail"), policy
    declared = raised("error")
    verdict.judge_entrypoint(declared)
    assert declared.variations[0].expected_by == "variation policy"
    assert declared.status == "pass" and declared.variations_raised == 1
    # declared to raise, but it ran: the declaration is contradicted
    ran = target(event(False), variations=[VariationResult("dtype", "x", "hit", True,
                                                           policy="error")])
    verdict.judge_entrypoint(ran)
    assert ran.status == "fail"
    # the lock records an error cell; it does not accept it
    locked = {"compiles": {LOCK_KEY: 1}, "recompiles": {},
              "variations": {"x": {"dtype": "error"}}}
    ep = raised("any")
    verdict.judge_entrypoint(ep, locked)
    assert (ep.variations[0].expected, ep.status) == (False, "fail")
    report = make_report(raised("any"), declared)
    assert [v.path for _, v in verdict.raised(report)] == ["x"]


def test_events_find_their_variation_by_index_not_label():
    """Two shape variations of x (one per dimension) share a label; each event follows
    its own."""
    variations = [VariationResult("shape", "x", "hit", True, policy="hit"),
                  VariationResult("shape", "x", "recompile", True, policy="hit")]
    ep = target(event(False), event(variation="shape x", index=1), variations=variations)
    verdict.judge_entrypoint(ep)
    assert verdicts(ep)[1] == (False, None)
    variations[1].policy = "recompile"
    verdict.judge_entrypoint(ep)
    assert verdicts(ep)[1] == (True, "variation policy")


LOCK_KEY = "m.py::f"


def test_lock_accepts_what_it_records_and_flags_a_rise():
    ep = target(event(False), event(), event())
    verdict.judge_entrypoint(ep, {"compiles": {LOCK_KEY: 3}, "variations": {}})
    assert verdicts(ep) == [(True, "first compile"), (True, "lock"), (True, "lock")]
    assert ep.regressions == [] and ep.status == "pass"

    ep = target(event(False), event(), event())
    verdict.judge_entrypoint(ep, {"compiles": {LOCK_KEY: 2}, "variations": {}})
    assert verdicts(ep)[1:] == [(True, "lock"), (False, None)]
    assert ep.regressions == ["`f` (m.py:1) compiles 3 times; the lock allows 2"]

    ep = target(event(False))
    verdict.judge_entrypoint(ep, {"compiles": {LOCK_KEY: 2}, "variations": {}})
    assert ep.improvements == ["`f` compiles 1 time, down from 2"]


def test_lock_rise_overrides_a_declaration_that_allowed_it():
    ep = target(event(False, dims="B=1"), event(dims="B=8"), event(dims="B=32"))
    verdict.judge_entrypoint(ep, {"compiles": {LOCK_KEY: 2}, "variations": {}})
    assert verdicts(ep)[1:] == [(True, "dims"), (False, None)]


def test_lock_fails_a_new_cause_at_the_same_count_and_names_it():
    """One recompile fixed, another added: the count is flat, the new cause fails."""
    locked = {"compiles": {LOCK_KEY: 2}, "variations": {},
              "recompiles": {LOCK_KEY: ["static_value at lr: static value"]}}
    same = target(event(False), event(kind="static_value", path="lr"))
    verdict.judge_entrypoint(same, locked)
    assert verdicts(same)[1] == (True, "lock") and same.status == "pass"
    assert same.regressions == [] and same.improvements == []

    swapped = target(event(False), event(kind="weak_type", path="state.step"))
    verdict.judge_entrypoint(swapped, locked)
    assert verdicts(swapped)[1] == (False, None) and swapped.status == "fail"
    assert swapped.regressions == [
        "`f` (m.py:1) recompiles for a new cause: weak_type at state.step: strong → weak "
        "(the lock does not hold it)"]
    assert swapped.improvements == ["`f` no longer recompiles for static_value at lr: "
                                    "static value"]


def test_a_recompile_gone_is_an_improvement_and_a_cause_declared_by_dims_no_news():
    locked = {"compiles": {LOCK_KEY: 2}, "variations": {},
              "recompiles": {LOCK_KEY: ["shape at x: dim 0 changes"]}}
    fixed = target(event(False))
    verdict.judge_entrypoint(fixed, locked)
    assert fixed.status == "pass" and fixed.regressions == []
    assert fixed.improvements == ["`f` compiles 1 time, down from 2",
                                  "`f` no longer recompiles for shape at x: dim 0 changes"]
    # a dims recompile is declared by its cause: a new one is what dims says, not news
    dims = target(event(False, dims="B=1"), event(dims="B=8", kind="dtype"))
    verdict.judge_entrypoint(dims, locked)
    assert verdicts(dims)[1] == (True, "dims") and dims.regressions == []
    # a budget allows a count, not a cause: a new cause under it fails
    budget = target(event(False), event(kind="dtype"), max_compiles=3)
    verdict.judge_entrypoint(budget, locked)
    assert verdicts(budget)[1] == (False, None) and budget.status == "fail"


def test_a_lock_without_identities_gates_on_counts_alone():
    """A version-1 lock (no ``recompiles``): a new cause at the same count passes."""
    ep = target(event(False), event(kind="weak_type", path="state.step"))
    verdict.judge_entrypoint(ep, {"compiles": {LOCK_KEY: 2}, "variations": {}})
    assert verdicts(ep)[1] == (True, "lock") and ep.status == "pass"


def test_lock_on_variations():
    hit_now_recompiles = VariationResult("dtype", "x", "recompile", True, policy="any")
    accepted = VariationResult("shape", "x", "recompile", True, policy="hit")
    better = VariationResult("value", "x", "hit", True, policy="any")
    ep = target(event(False), event(variation="dtype x", index=0),
                event(variation="shape x", index=1),
                variations=[hit_now_recompiles, accepted, better])
    lock = {"compiles": {LOCK_KEY: 1},
            "variations": {"x": {"dtype": "hit", "shape": "recompile", "value": "recompile"}}}
    verdict.judge_entrypoint(ep, lock)
    assert (hit_now_recompiles.expected, accepted.expected_by) == (False, "lock")
    assert verdicts(ep)[1:] == [(False, None), (True, "lock")]
    assert ep.regressions == ["variation dtype of x now recompiles; the lock says it hits"]
    assert ep.improvements == ["variation value of x now hits"]


def test_judging_again_with_the_lock_equals_judging_fresh():
    """`check` judges a worker's report again, now with the lock: same as judging once."""
    def fresh():
        return target(event(False, dims="B=1"), event(dims="B=8"), event(dims="B=1"),
                      variations=[VariationResult("shape", "x", "recompile", True,
                                                  policy="hit")],
                      max_compiles=5)
    lock = {"compiles": {LOCK_KEY: 2}, "variations": {"x": {"shape": "recompile"}}}
    once = fresh()
    verdict.judge_entrypoint(once, lock)
    twice = fresh()
    verdict.judge_entrypoint(twice)
    verdict.judge_entrypoint(copy.deepcopy(twice), lock)
    verdict.judge_entrypoint(twice, lock)
    assert verdicts(twice) == verdicts(once)
    assert [(v.expected, v.expected_by) for v in twice.variations] == \
        [(v.expected, v.expected_by) for v in once.variations]
    assert twice.regressions == once.regressions


def test_report_not_in_lock_gets_one_note():
    report = make_report(target(event(False)))
    verdict.judge_report(report, {"version": 1, "entrypoints": {}})
    verdict.judge_report(report, {"version": 1, "entrypoints": {}})
    assert report.entrypoints[0].all_notes == [verdict.NOT_LOCKED]
    assert report.entrypoints[0].not_locked and report.entrypoints[0].notes == []


def test_budget_and_lock_state_are_data_that_the_json_words_and_reads_back():
    """The JSON report keeps its words in ``notes`` (the schema is unchanged); read back,
    they are data again, found by equality with what the data says, never by a
    substring: a user's own note that merely mentions max_compiles stays a note."""
    from jaxcheck._src.model import wire

    ep = target(event(False), event(), event(), max_compiles=2)
    ep.notes = ["a note of the run: over max_compiles = 2 is only words here"]
    verdict.judge_report(make_report(ep),
                         {"version": 1, "entrypoints": {}})
    doc = wire.entrypoint_to_dict(ep)
    assert doc["notes"] == [ep.notes[0], verdict.NOT_LOCKED,
                            "`f` (m.py:1) compiles 3 times, over max_compiles = 2"]
    back = wire.entrypoint_from_dict(doc)
    assert back.notes == ep.notes and back.not_locked
    assert back.overruns == ep.overruns and back.all_notes == doc["notes"]
    verdict.judge_entrypoint(back)  # judged again: still one overrun, no note added
    assert wire.entrypoint_to_dict(back)["notes"] == doc["notes"]
