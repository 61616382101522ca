import jax
import jax.numpy as jnp


@jax.jit
def tutoring_effect(pre, post, dosage_hours):
    gain = post - pre
    x = dosage_hours - dosage_hours.mean()
    slope = jnp.sum(x * (gain - gain.mean())) / jnp.sum(x * x)
    return gain.mean(), slope
