import jax.numpy as jnp

WARMUP = 10
PEAK_LR = 0.05


def lr_at(step):
    return PEAK_LR * jnp.minimum(1.0, (step + 1) / WARMUP)
