import jax
import jax.numpy as jnp


def linear_head(p, x):
    return x @ p["w"]


def mlp_head(p, x):
    return jax.nn.relu(x @ p["w1"]) @ p["w2"]


def init(key, kind, d=16, c=3):
    k1, k2 = jax.random.split(key)
    if kind == "linear":
        return {"w": jax.random.normal(k1, (d, c)) * 0.1}
    return {"w1": jax.random.normal(k1, (d, 32)) * 0.1, "w2": jax.random.normal(k2, (32, c)) * 0.1}
