from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class SamplingParams:
    top_k: int = 5
    temperature: float = 1.0

    def sample(self, logits, key):
        top_vals, top_idx = jax.lax.top_k(logits / self.temperature, self.top_k)
        choice = jax.random.categorical(key, top_vals, axis=-1)
        return jnp.take_along_axis(top_idx, choice[..., None], axis=-1)[..., 0]
