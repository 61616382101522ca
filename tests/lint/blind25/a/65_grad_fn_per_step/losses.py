import jax.numpy as jnp


def canopy_height_loss(w, x, y):
    pred = jnp.tanh(x @ w["w1"] + w["b1"]) @ w["w2"]
    return jnp.mean(jnp.abs(pred - y))
