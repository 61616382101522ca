from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    params: Any
    momentum: Any
    step: Any


def create(params):
    return TrainState(params=params,
                      momentum=jax.tree_util.tree_map(jnp.zeros_like, params),
                      step=0)
