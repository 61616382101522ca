import jax.numpy as jnp

BASE_LR = 0.05
WARMUP = 6


def learning_rate(step):
    if step < WARMUP:
        return BASE_LR * jnp.minimum(1.0, (step + 1) / WARMUP)
    return BASE_LR
