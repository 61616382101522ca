import jax.numpy as jnp

WARMUP = 5
BASE_LR = 0.02


def learning_rate(step):
    if step < WARMUP:
        return BASE_LR
    return BASE_LR * jnp.power(jnp.float32(0.97), step - WARMUP)
