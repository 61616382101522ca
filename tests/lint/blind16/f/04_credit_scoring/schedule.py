import math

import jax.numpy as jnp


def warmup_cosine(step, base_lr=3e-3, warmup=3, total=12):
    if step < warmup:
        lr = base_lr * (step + 1) / warmup
    else:
        progress = (step - warmup) / max(1, total - warmup)
        lr = 0.5 * base_lr * (1.0 + math.cos(math.pi * progress))
    return jnp.asarray(lr, dtype=jnp.float32)
