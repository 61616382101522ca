"""The rules of a divergence between processes of one job, in process: which processes
are one job, what counts as a difference, on real signatures; a divergence fails the run
and reads back; the parent's and the store's view of one divergence are one.

The real jobs (two processes joined by JAX's distributed runtime) are in
``tests/e2e/program/``.
"""

from __future__ import annotations

import json
import os

import jax
import jax.numpy as jnp
import pytest

from jaxcheck._src.analysis import divergence
from jaxcheck._src.capture.capture import Capture
from jaxcheck._src.model.report import Divergence
from jaxcheck._src.model.wire import divergence_to_dict
from jaxcheck._src.report.jsonreport import report_from
from jaxcheck._src.report.view import process_values
from jaxcheck._src.run import hosts as _hosts
from jaxcheck._src.run import program

pytestmark = pytest.mark.skipif(not hasattr(jax, "distributed"), reason="no jax.distributed")


# --- the comparison's rules, on real signatures ---------------------------------------


def snapshots_of(calls: dict[int, list[tuple]], coordinator: str = "10.0.0.1:1234",
                 count: int | None = None, final: bool = True,
                 static: bool = False) -> list[dict]:
    """One snapshot per process index, from real calls of a jitted function."""

    out = []
    for index, args_list in calls.items():
        def step(x, scale):  # a function of its own per process: JAX's caches are empty
            return jax.tree.map(lambda a: a * (2.0 if isinstance(scale, str) else scale), x)

        f = jax.jit(step, static_argnums=(1,) if static else ())
        with Capture() as cap:
            for args in args_list:
                f(*args)
        from jaxcheck._src.analysis import analyze

        functions = analyze.functions(cap.records)
        out.append({"pid": 1000 + index, "started": float(index), "final": final,
                    "job": {"coordinator": coordinator, "process_index": index,
                            "process_count": count or len(calls)},
                    "signatures": divergence.signatures(functions, cap.records, {})})
    return out


def test_the_comparison_rules():
    x = jnp.ones(3)
    # agreeing processes: nothing, also for statics and containers
    same = snapshots_of({0: [(x, 2.0)], 1: [(x, 2.0)], 2: [(x, 2.0)]})
    assert divergence.find(same)[0] == []
    tree = {"w": x, "b": [x, x]}
    assert divergence.find(snapshots_of({0: [(tree, "relu")], 1: [(tree, "relu")]},
                                         static=True))[0] == []
    [d] = divergence.find(snapshots_of({0: [(tree, 2.0)], 1: [(tree, 3.0)]},
                                        static=True))[0]
    assert (d.kind, d.path, d.values) == ("static_value", "scale", {0: "2.0", 1: "3.0"})
    [d] = divergence.find(snapshots_of({0: [(tree, 2.0)], 1: [({"w": x}, 2.0)]}))[0]
    assert (d.kind, d.path) == ("pytree_structure", "x")
    # each process commits to a device of its own: the same program, not a divergence
    on = [jax.device_put(x, d) for d in jax.devices()[:2]]
    assert divergence.find(snapshots_of({0: [(on[0], 2.0)], 1: [(on[1], 2.0)]}))[0] == []
    # committed on one process, a host value on the other: one local device all the same
    assert divergence.find(snapshots_of({0: [(on[0], 2.0)], 1: [(x, 2.0)]}))[0] == []

    # the majority is the reference; processes with one value are named together
    three = snapshots_of({0: [(x, 2.0)], 1: [(x, 2)], 2: [(x, 2.0)]})
    [d] = divergence.find(three)[0]
    assert d.values == {0: "f32[] (weak)", 1: "i32[] (weak)", 2: "f32[] (weak)"}
    assert process_values(d) == "f32[] (weak) on processes 0, 2, i32[] (weak) on process 1"

    # a shape differs on one process: the argument path and both shapes
    [d] = divergence.find(snapshots_of({0: [(x, 2.0)], 1: [(jnp.ones(4), 2.0)]}))[0]
    assert (d.kind, d.path, d.values) == ("shape", "x", {0: "f32[3]", 1: "f32[4]"})

    # a second compile on one process only: a divergence once both ended...
    more = snapshots_of({0: [(x, 2.0), (jnp.ones(4), 2.0)], 1: [(x, 2.0)]})
    [d] = divergence.find(more)[0]
    assert (d.kind, d.path, d.compile) == ("compiles", "x", 2)
    assert d.values == {0: "2 compiles (#2: x: f32[3] → f32[4])",
                        1: "1 compile (no recompile: reused its executable)"}
    # ...not while one may still be on its way there (stopped at a timeout)
    more[1]["final"] = False
    assert divergence.find(more)[0] == []

    # a compile without a signature on one process: not compared, and said so
    unknown = snapshots_of({0: [(x, 2.0)], 1: [(x, 2)]})
    [entry] = next(iter(unknown[1]["signatures"].values()))
    entry.update(digest=None, signature=None, error="TypeError: no signature")
    found, notes = divergence.find(unknown)
    assert found == []
    assert any("has no signature, so it was not compared (TypeError: no signature)" in n
               for n in notes[unknown[0]["pid"]])

    # processes of another job, or of none, are never compared with this one
    other = snapshots_of({0: [(x, 2)]}, coordinator="10.0.0.2:1234", count=2)
    loner = snapshots_of({0: [(x, 2)]})[0]
    loner["job"] = None
    found, notes = divergence.find(same[:2] + other + [loner])
    assert found == []
    assert any("only process 0 of 2 ran under this jaxcheck" in n
               for n in notes[other[0]["pid"]])
    # the same job run twice by one command: two runs, each compared in itself
    twice = snapshots_of({0: [(x, 2.0)], 1: [(x, 2.0)]}) + [
        {**s, "started": s["started"] + 10} for s in snapshots_of({0: [(x, 2)], 1: [(x, 2)]})]
    assert divergence.find(twice)[0] == []
    assert len(divergence.jobs(twice)) == 2


def test_a_divergence_fails_the_run_and_reads_back():
    d = Divergence("10.0.0.1:1 (2 processes)", "step", "job.py:3", 1, "weak_type", "scale",
                   "job.py:9", {0: "f32[]", 1: "f32[] (weak)"})
    finished = program.Finished("python job.py", os.getpid(), 0, 1.0, [])
    report = program.merge(finished)
    assert report.exit_code == 0
    report.divergences.append(d)
    assert report.exit_code == 1
    from jaxcheck._src.report.jsonreport import to_dict

    assert report_from(json.loads(json.dumps(to_dict(report)))).divergences == [d]


def test_a_static_field_holding_a_function_reads_the_same_in_every_process():
    # each process has its own address for the same function: an equinox static field
    # holding one (an activation) must not make the processes' programs look different,
    # nor the persistent cache's record of a run differ from the next run's
    eqx = pytest.importorskip("equinox")
    from jaxcheck._src.analysis import pcache
    from jaxcheck._src.signature.signature import Identities, build_named

    def make_act():
        def act(x):
            return x
        act.__qualname__ = "act"  # a short repr: `<function act at 0x…>`, address and all
        return act

    class Block(eqx.Module):
        w: jax.Array
        b: jax.Array
        act: object = eqx.field(static=True)

    one, two = (build_named({"model": Block(jnp.ones(2), jnp.ones(2), make_act())},
                            Identities()) for _ in range(2))
    # two functions, alike to read: no address tells them apart in any text
    assert one.nodes["model"].static_values[0] is not two.nodes["model"].static_values[0]
    assert one.nodes["model"].static_fields == two.nodes["model"].static_fields
    assert divergence.signature_data(one, None) == divergence.signature_data(two, None)
    assert pcache.summary(one) == pcache.summary(two)
    assert " at 0x" not in json.dumps(pcache.summary(one))

# multi-process jobs of 2 and 4 processes: `make test-slow` (CI runs it)


# --- the parent's side, on hand-built snapshots ---------------------------------------


@pytest.mark.slow  # with the hosts' jobs of tests/e2e/program/test_multihost.py
def test_a_divergence_seen_by_the_parent_and_through_the_store_is_one():
    weak = Divergence("10.0.0.1:1 (2 processes)", "step", "job.py:3", 1, "dtype", "scale",
                      "job.py:9", {0: "f32[] (weak)", 1: "i32[] (weak)"})
    count = Divergence("10.0.0.1:1 (2 processes)", "step", "job.py:3", 2, "compiles", "scale",
                       "job.py:9", {0: "1 compile (reused its executable)",
                                    1: "2 compiles (#2: scale: f32[] (weak) → i32[] (weak))"})
    other = Divergence("10.0.0.1:1 (2 processes)", "step", "job.py:3", 1, "shape", "x",
                       "job.py:9", {0: "f32[3]", 1: "f32[4]"})

    def snap(pid, final, found=(), pending=()):
        return {"pid": pid, "final": final,
                "hosts": {"divergences": [divergence_to_dict(d) for d in found],
                          "pending": [divergence_to_dict(d) for d in pending],
                          "notes": []}}

    # the parent found the weak-type flip among its processes; both processes found it
    # through the store too: one divergence; another path of the same compile is another
    # (a count without a path on the parent's side is the store's count with one)
    parents = [weak, Divergence(**{**count.__dict__, "path": None})]
    found, _ = _hosts.merged(parents, [snap(1, True, [weak, count]),
                                       snap(2, True, [weak, other])])
    assert found == [*parents, other]
    # what a process only announced counts when it never ended normally (it hung)
    assert _hosts.merged([], [snap(1, True, pending=[count])])[0] == []
    assert _hosts.merged([], [snap(1, False, pending=[count])])[0] == [count]
