import jax
import jax.numpy as jnp


class TopKSampler:
    def __init__(self, k=5, temperature=1.0):
        self.k = k
        self.temperature = temperature

    def __call__(self, logits, key):
        top_vals, top_idx = jax.lax.top_k(logits / self.temperature, self.k)
        choice = jax.random.categorical(key, top_vals, axis=-1)
        return jnp.take_along_axis(top_idx, choice[..., None], axis=-1)[..., 0]
