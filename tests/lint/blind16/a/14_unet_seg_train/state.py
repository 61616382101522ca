from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class SegState(NamedTuple):
    step: Any
    params: Any
    opt_state: Any
    ema_params: Any


def create_state(params, tx):
    ema = jax.tree_util.tree_map(jnp.copy, params)
    return SegState(jnp.int32(0), params, tx.init(params), ema)
