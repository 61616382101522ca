import jax
import jax.numpy as jnp


def init(key, din, dh):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (din, dh)) * 0.3, "w2": jax.random.normal(k2, (dh, 1)) * 0.3}


@jax.jit
def stochastic_forward(params, x, key, rate=0.2):
    h = jax.nn.relu(x @ params["w1"])
    keep = jax.random.bernoulli(key, 1.0 - rate, h.shape)
    h = jnp.where(keep, h / (1.0 - rate), 0.0)
    return h @ params["w2"]
