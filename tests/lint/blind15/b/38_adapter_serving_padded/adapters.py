import jax
import jax.numpy as jnp

DIM = 16
MAX_RANK = 16


def make_adapter(key, rank):
    k1, k2 = jax.random.split(key)
    a = jax.random.normal(k1, (DIM, rank)) * 0.1
    b = jax.random.normal(k2, (rank, DIM)) * 0.1
    # zero-padded rank columns/rows contribute nothing to a @ b
    a = jnp.pad(a, ((0, 0), (0, MAX_RANK - rank)))
    b = jnp.pad(b, ((0, MAX_RANK - rank), (0, 0)))
    return {"a": a, "b": b}


def load_registry(key):
    ranks = {"support": 4, "legal": 8, "code": 16, "chat": 8}
    keys = jax.random.split(key, len(ranks))
    return {name: make_adapter(k, r) for (name, r), k in zip(ranks.items(), keys)}
