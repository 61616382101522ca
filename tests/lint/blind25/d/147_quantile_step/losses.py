import jax.numpy as jnp

def pinball_loss(pred, target, q=0.9):
    d = target - pred
    return jnp.mean(jnp.maximum(q * d, (q - 1) * d))
