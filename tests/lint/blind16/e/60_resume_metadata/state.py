from typing import Any

import jax
import jax.numpy as jnp
import optax
from flax import struct

tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(optax.cosine_decay_schedule(1e-2, 100)))


@struct.dataclass
class TrainState:
    step: Any
    params: Any
    opt_state: Any


def create(key):
    params = {"w": jax.random.normal(key, (6, 2)) * 0.2, "b": jnp.zeros((2,))}
    return TrainState(step=jnp.zeros((), jnp.int32), params=params, opt_state=tx.init(params))
