import jax.numpy as jnp


def cosine_lr(step, total, base=0.05):
    return jnp.asarray(base * 0.5 * (1 + jnp.cos(jnp.pi * step / total)), jnp.float32)
