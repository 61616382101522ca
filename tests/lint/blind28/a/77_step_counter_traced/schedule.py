import jax.numpy as jnp


def explore_rate(step, start=0.3, end=0.02, decay_steps=200):
    frac = jnp.minimum(step / decay_steps, 1.0)
    return start + (end - start) * frac
