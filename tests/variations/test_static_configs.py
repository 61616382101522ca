"""Static config objects varied field by field, and batches that grow together.

``jax.jit(attention, static_argnames=("cfg",))`` with a frozen dataclass ``cfg``: JAX keys
the config on its hash and ``==``, so an equal new config hits and a config with one field
changed (``causal: True → False``) compiles again, by design. A registered dataclass
rollout (data ``obs``, ``actions``, ``rewards``, ``dones``; meta ``discount``,
``bootstrap``) is a batch: its horizon grows in all four at once. Every verdict is held
against JAX's own compile log (``jax_log_compiles``).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
from typing import Literal, NamedTuple

import jax
import jax.numpy as jnp
import pytest
from helpers import variations_witnessed


class Norm(enum.Enum):
    LAYER = "layer"
    RMS = "rms"


@dataclasses.dataclass(frozen=True)
class AttentionConfig:
    heads: int = 2
    causal: bool = True
    kind: Literal["dot", "additive"] = "dot"
    norm: Norm = Norm.LAYER
    name: str = "attn"  # no other value known: not varied


@functools.partial(jax.jit, static_argnames=("cfg",))
def attention(q, k, cfg):
    scores = q @ k.T * cfg.heads if cfg.kind == "dot" else jnp.tanh(q + k) @ k.T
    if cfg.causal:
        scores = jnp.tril(scores)
    if cfg.norm is Norm.RMS:
        scores = scores / jnp.sqrt((scores ** 2).mean() + 1e-6)
    return jax.nn.softmax(scores)


def test_a_static_frozen_dataclass_is_varied_field_by_field():
    ep, v = variations_witnessed(attention, "attention", lambda: (
        jnp.ones((4, 8)), jnp.ones((4, 8)), AttentionConfig()), )
    equal = v["value", "cfg"]
    assert (equal.result, equal.expected) == ("hit", True), equal
    assert equal.detail.startswith("an equal new AttentionConfig")
    for field, detail in [("heads", "2 → 3"), ("causal", "True → False"),
                          ("kind", "'dot' → 'additive' (from its Literal annotation)"),
                          ("norm", "Norm.LAYER → Norm.RMS (from its enum)")]:
        row = v["value", f"cfg.{field}"]
        assert row.detail == detail, row
        # declared static: a new value compiles again by design, never unexpected
        assert (row.result, row.policy, row.expected) == ("recompile", "any", True), row
    assert ("value", "cfg.name") not in v
    assert not ep.unexpected


class Sampling(NamedTuple):
    steps: int
    greedy: bool
    schedule: Literal["linear", "cosine"]


@functools.partial(jax.jit, static_argnums=1)
def sample(x, cfg):
    for _ in range(cfg.steps):
        x = jnp.round(x) if cfg.greedy else x * 0.5
    return x * (2.0 if cfg.schedule == "linear" else 3.0)


def test_a_static_named_tuple_is_varied_field_by_field():
    ep, v = variations_witnessed(sample, "sample", lambda: (
        jnp.ones(3), Sampling(2, False, "linear")))
    for field in ("steps", "greedy", "schedule"):
        row = v["value", f"cfg.{field}"]
        assert (row.result, row.policy, row.expected) == ("recompile", "any", True), row
    assert v["value", "cfg.schedule"].detail == "'linear' → 'cosine'"
    assert not ep.unexpected


def test_flax_struct_static_fields_take_their_literal_and_enum_values():
    struct = pytest.importorskip("flax.struct")

    @struct.dataclass
    class Block:
        w: jax.Array
        norm: Norm = struct.field(pytree_node=False, default=Norm.LAYER)
        act: Literal["relu", "gelu"] = struct.field(pytree_node=False, default="relu")

    @jax.jit
    def block(b, x):
        y = x @ b.w
        y = jax.nn.relu(y) if b.act == "relu" else jax.nn.gelu(y)
        return y / jnp.sqrt((y ** 2).mean()) if b.norm is Norm.RMS else y

    ep, v = variations_witnessed(block, "block", lambda: (Block(jnp.ones((3, 3))),
                                                          jnp.ones((2, 3))))
    assert v["value", "b.norm"].detail == "static field Norm.LAYER → Norm.RMS"
    assert v["value", "b.act"].detail == "static field 'relu' → 'gelu'"
    for path in ("b.norm", "b.act"):
        assert (v["value", path].result, v["value", path].expected) == ("recompile", True)


def test_an_attrs_config_is_varied_and_an_identity_hashed_one_is_found():
    attr = pytest.importorskip("attr")

    @attr.frozen
    class Solver:
        iters: int = 3
        exact: bool = False

    class Opaque:  # no __eq__: hashed by identity, an equal new one is a new cache key
        def __init__(self, iters: int = 3):
            self.iters = iters

    class Hashed(Opaque):  # equal by its fields: an equal copy is the same cache key
        def __eq__(self, other):
            return type(other) is type(self) and other.iters == self.iters

        def __hash__(self):
            return hash(self.iters)

    @functools.partial(jax.jit, static_argnums=1)
    def solve(x, cfg):
        for _ in range(cfg.iters):
            x = x * 0.5
        return x

    ep, v = variations_witnessed(solve, "solve", lambda: (jnp.ones(2), Solver()))
    assert v["value", "cfg"].result == "hit"
    assert (v["value", "cfg.iters"].result, v["value", "cfg.iters"].expected) == (
        "recompile", True)
    assert v["value", "cfg.exact"].result == "recompile"
    # a hand-written config without __eq__ is hashed by identity: an equal copy
    # compiles again, and that is the finding
    ep, v = variations_witnessed(solve, "solve", lambda: (jnp.ones(2), Opaque()))
    copy = v["value", "cfg"]
    assert copy.detail == "an equal new Opaque (a copy)"
    assert (copy.result, copy.expected) == ("recompile", False), copy
    assert [(c.kind, c.reason) for c in copy.causes] == [("static_value", "identity")]
    assert ep.unexpected
    ep, v = variations_witnessed(solve, "solve", lambda: (jnp.ones(2), Hashed()))
    assert v["value", "cfg"].result == "hit"


@dataclasses.dataclass
class Rollout:
    obs: jax.Array
    actions: jax.Array
    rewards: jax.Array
    dones: jax.Array
    discount: float = 0.99
    bootstrap: bool = True


jax.tree_util.register_dataclass(Rollout, data_fields=["obs", "actions", "rewards", "dones"],
                                 meta_fields=["discount", "bootstrap"])


@jax.jit
def returns(params, ro):
    def body(carry, t):
        obs, action, reward, done = t
        g = reward + ro.discount * carry * (1.0 - done)
        return g, g + (obs @ params["w"]).sum() + action

    init = jnp.zeros(()) if ro.bootstrap else jnp.ones(())
    _, out = jax.lax.scan(body, init, (ro.obs, ro.actions, ro.rewards, ro.dones),
                          reverse=True)
    return out


def test_a_registered_dataclass_rollout_grows_its_horizon_in_every_data_field():
    ep, v = variations_witnessed(returns, "returns", lambda: (
        {"w": jnp.ones((4, 2))},
        Rollout(jnp.ones((16, 4)), jnp.zeros(16, jnp.int32), jnp.ones(16),
                jnp.zeros(16, jnp.float32))))
    horizon = v["shape", "ro"]
    assert horizon.detail == ("dim 0: 16 → 17 in ro.obs, ro.actions, ro.rewards, ro.dones "
                              "together"), horizon
    assert (horizon.result, horizon.expected) == ("recompile", True)
    # data, not parameters: each field is varied alone, never as one group
    assert v["value", "ro.obs"].result == "hit"
    assert v["value", "ro.rewards"].result == "hit"
    assert "all 3 leaves" not in (v.get(("value", "ro")) or horizon).detail
    assert v["shape", "ro.obs"].withheld  # grown alone it cannot agree with the others
    # the meta fields are static fields
    assert (v["value", "ro.bootstrap"].result, v["value", "ro.bootstrap"].expected) == (
        "recompile", True)
    assert not ep.unexpected


class Batch(NamedTuple):
    tokens: jax.Array
    mask: jax.Array
    labels: jax.Array


@jax.jit
def token_loss(table, b):
    h = jnp.take(table, b.tokens, axis=0) * b.mask[..., None]
    return ((h.sum(-1) - b.labels) ** 2).mean()


def test_a_named_tuple_batch_grows_its_batch_and_its_length_in_every_field():
    ep, v = variations_witnessed(token_loss, "token_loss", lambda: (
        jnp.ones((10, 4)),
        Batch(jnp.zeros((8, 5), jnp.int32), jnp.ones((8, 5)), jnp.ones((8, 5)))))
    rows = {r.detail: r for r in ep.variations if r.axis == "shape" and r.path == "b"}
    for detail in ("dim 0: 8 → 9 in b.tokens, b.mask, b.labels together",
                   "dim 1: 5 → 6 in b.tokens, b.mask, b.labels together"):
        assert (rows[detail].result, rows[detail].expected) == ("recompile", True), rows
    # grown alone, a sequence length could not agree with the mask: never tried alone
    alone = [r for r in ep.variations if r.axis == "shape" and r.path == "b.mask"]
    assert all("moves with" in r.detail for r in alone), alone
    assert not ep.unexpected


@dataclasses.dataclass(frozen=True)
class Heads:
    heads: int = 2
    dim: int = 12

    def __post_init__(self):
        if self.dim % self.heads:
            raise ValueError(f"dim {self.dim} is not a multiple of heads {self.heads}")


@functools.partial(jax.jit, static_argnums=1)
def split_heads(x, cfg):
    return x.reshape(cfg.heads, cfg.dim // cfg.heads).sum(0)


def test_a_field_value_the_config_refuses_is_skipped_with_its_error():
    ep, v = variations_witnessed(split_heads, "split_heads", lambda: (jnp.ones(12),
                                                                      Heads(2, 12)))
    assert v["value", "cfg.heads"].result == "recompile"  # 2 → 3: 12 splits in 3
    refused = v["value", "cfg.dim"]  # 12 → 13: not a multiple of 2
    assert refused.result == "skipped", refused
    assert refused.detail.endswith(
        "the config refuses it (ValueError: dim 13 is not a multiple of heads 2)"), refused
    assert not ep.unexpected
