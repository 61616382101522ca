from typing import NamedTuple

import jax
import jax.numpy as jnp


class MomentumState(NamedTuple):
    velocity: dict
    step: jax.Array


def init_state(params):
    return MomentumState(velocity=jax.tree_util.tree_map(jnp.zeros_like, params), step=jnp.zeros((), jnp.int32))


def momentum_update(grads, state, lr=0.05, beta=0.9):
    velocity = jax.tree_util.tree_map(lambda v, g: beta * v + g, state.velocity, grads)
    updates = jax.tree_util.tree_map(lambda v: -lr * v, velocity)
    return updates, MomentumState(velocity=velocity, step=state.step + 1)
