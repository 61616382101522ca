import jax.numpy as jnp

WARMUP_STEPS = 3
NEG_WEIGHT_MAX = 1.0


def hard_negative_weight(step):
    ramp = NEG_WEIGHT_MAX * step / WARMUP_STEPS
    return jnp.where(step < WARMUP_STEPS, ramp, NEG_WEIGHT_MAX)
