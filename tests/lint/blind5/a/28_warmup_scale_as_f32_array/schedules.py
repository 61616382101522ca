import math

import jax.numpy as jnp


def warmup_cosine(step, warmup, total):
    if step < warmup:
        scale = step / warmup
    else:
        progress = (step - warmup) / max(1, total - warmup)
        scale = 0.5 * (1 + math.cos(math.pi * progress))
    return jnp.asarray(min(1, scale), dtype=jnp.float32)
