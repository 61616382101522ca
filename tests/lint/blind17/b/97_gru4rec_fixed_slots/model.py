import jax
import jax.numpy as jnp


def init(key, num_items, dim):
    ks = jax.random.split(key, 3)
    return {"emb": 0.1 * jax.random.normal(ks[0], (num_items, dim)),
            "wz": 0.1 * jax.random.normal(ks[1], (2 * dim, dim)),
            "wh": 0.1 * jax.random.normal(ks[2], (2 * dim, dim))}


def gru(params, h, x):
    xh = jnp.concatenate([x, h], -1)
    z = jax.nn.sigmoid(xh @ params["wz"])
    cand = jnp.tanh(jnp.concatenate([x, z * h], -1) @ params["wh"])
    return (1 - z) * h + z * cand
