import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class GenerationConfig:
    max_new_tokens: int = 6
    temperature: float = 1.0
    top_k: int = 8


@partial(jax.jit, static_argnames=("cfg",))
def sample_next(logits, key, cfg):
    logits = logits / cfg.temperature
    top_vals, top_idx = jax.lax.top_k(logits, cfg.top_k)
    choice = jax.random.categorical(key, top_vals, axis=-1)
    return jnp.take_along_axis(top_idx, choice[..., None], axis=-1)[..., 0]
