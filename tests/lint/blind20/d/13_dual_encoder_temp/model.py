import equinox as eqx
import jax
import jax.numpy as jnp


class DualEncoder(eqx.Module):
    query_tower: eqx.nn.MLP
    doc_tower: eqx.nn.MLP
    temperature: float

    def __init__(self, dim, key, temperature=0.5):
        kq, kd = jax.random.split(key)
        self.query_tower = eqx.nn.MLP(dim, dim, 32, 1, key=kq)
        self.doc_tower = eqx.nn.MLP(dim, dim, 32, 1, key=kd)
        self.temperature = temperature

    def logits(self, queries, docs):
        q = jax.vmap(self.query_tower)(queries)
        d = jax.vmap(self.doc_tower)(docs)
        q = q / jnp.linalg.norm(q, axis=-1, keepdims=True)
        d = d / jnp.linalg.norm(d, axis=-1, keepdims=True)
        return q @ d.T / self.temperature


def anneal(model, factor):
    return eqx.tree_at(lambda m: m.temperature, model, model.temperature * factor)
