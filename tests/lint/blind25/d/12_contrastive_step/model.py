import equinox as eqx
import jax
import jax.numpy as jnp

class CitationScorer(eqx.Module):
    proj: eqx.nn.Linear
    temperature: float

    def __init__(self, dim, key, temperature=1.0):
        self.proj = eqx.nn.Linear(dim, dim, key=key)
        self.temperature = temperature

    def __call__(self, citing, cited):
        q = jax.vmap(self.proj)(citing)
        return (q @ cited.T) / self.temperature
