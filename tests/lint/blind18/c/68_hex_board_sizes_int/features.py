import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("size",))
def rollout_features(moves, players, size):
    """Stone planes for a Hex position given the move list (cell indices, -1 = padding)."""
    valid = moves >= 0
    cells = jnp.where(valid, moves, 0)
    own = jnp.zeros(size * size).at[cells].add(jnp.where(valid & (players > 0), 1.0, 0.0))
    opp = jnp.zeros(size * size).at[cells].add(jnp.where(valid & (players < 0), 1.0, 0.0))
    edge = jnp.zeros((size, size)).at[0, :].set(1.0).at[-1, :].set(1.0).reshape(-1)
    return jnp.stack([own, opp, edge]).reshape(3, size, size)
