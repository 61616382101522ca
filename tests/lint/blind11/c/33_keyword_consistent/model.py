import jax
import jax.numpy as jnp


@jax.jit
def score(emb, query, bias):
    return emb @ query + bias


def init(key, n_items=20, dim=6):
    return jax.random.normal(key, (n_items, dim))
