import math

import jax.numpy as jnp


def cosine_lr(step, total, base=0.05):
    return jnp.asarray(0.5 * base * (1 + math.cos(math.pi * step / total)), dtype=jnp.float32)
