import equinox as eqx
import jax
import jax.numpy as jnp


class GumbelQuantizer(eqx.Module):
    codebook: jax.Array
    proj: eqx.nn.Linear
    temperature: float = 2.0

    def __init__(self, n_codes, dim, in_dim, key, temperature=2.0):
        k1, k2 = jax.random.split(key)
        self.codebook = jax.random.normal(k1, (n_codes, dim))
        self.proj = eqx.nn.Linear(in_dim, n_codes, key=k2)
        self.temperature = temperature

    def __call__(self, frame, key):
        logits = self.proj(frame)
        g = -jnp.log(-jnp.log(jax.random.uniform(key, logits.shape, minval=1e-6, maxval=1.0)))
        soft = jax.nn.softmax((logits + g) / self.temperature)
        return soft @ self.codebook, soft


def anneal(q, factor=0.7, floor=0.3):
    return eqx.tree_at(lambda m: m.temperature, q, max(floor, q.temperature * factor))
