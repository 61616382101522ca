import jax
import jax.numpy as jnp

DIM = 16


def make_adapter(key, rank):
    k1, k2 = jax.random.split(key)
    return {"a": jax.random.normal(k1, (DIM, rank)) * 0.1,
            "b": jax.random.normal(k2, (rank, DIM)) * 0.1}


def load_registry(key):
    ranks = {"support": 4, "legal": 8, "code": 16, "chat": 8}
    keys = jax.random.split(key, len(ranks))
    return {name: make_adapter(k, r) for (name, r), k in zip(ranks.items(), keys)}
