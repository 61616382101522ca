import jax.numpy as jnp


def make_pinball(q):
    def pinball(pred, target):
        diff = target - pred
        return jnp.mean(jnp.maximum(q * diff, (q - 1) * diff))
    return pinball
