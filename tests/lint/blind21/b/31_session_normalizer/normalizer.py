from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class RobustNormalizer:
    session: str
    clip: float = 5.0
    eps: float = 1e-6

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        med = jnp.median(x, axis=1, keepdims=True)
        mad = jnp.median(jnp.abs(x - med), axis=1, keepdims=True) * 1.4826
        return jnp.clip((x - med) / (mad + self.eps), -self.clip, self.clip)
