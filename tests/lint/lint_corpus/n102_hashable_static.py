# source: the fixes of jax-ml/jax#3701 and #7561: a frozen dataclass and a tuple as static values
# jax-compiles: apply_named=1 hashed=1
# lint: -
from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class FrozenConfig:
    scale: float


@partial(jax.jit, static_argnums=(1, 2))
def hashed(x, config, limits):
    return x * config.scale * (limits[1] - limits[0])


def relu(v):
    return jnp.maximum(v, 0.0)


@partial(jax.jit, static_argnames="act")
def apply_named(x, act):
    return act(x)


x = jnp.ones(3)
for _ in range(3):
    hashed(x, FrozenConfig(2.0), (-2, 2))
    apply_named(x, act=relu)
