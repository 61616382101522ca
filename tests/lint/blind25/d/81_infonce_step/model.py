import equinox as eqx
import jax
import jax.numpy as jnp

class ClauseRetriever(eqx.Module):
    query_proj: eqx.nn.Linear
    doc_proj: eqx.nn.Linear
    temperature: float = eqx.field(static=True, default=0.07)

    def __init__(self, dim, key, temperature=0.07):
        k1, k2 = jax.random.split(key)
        self.query_proj = eqx.nn.Linear(dim, dim, key=k1)
        self.doc_proj = eqx.nn.Linear(dim, dim, key=k2)
        self.temperature = temperature

    def __call__(self, q, d):
        qz = jax.vmap(self.query_proj)(q)
        dz = jax.vmap(self.doc_proj)(d)
        qz = qz / jnp.linalg.norm(qz, axis=1, keepdims=True)
        dz = dz / jnp.linalg.norm(dz, axis=1, keepdims=True)
        return qz @ dz.T / self.temperature
