import jax
import jax.numpy as jnp


@jax.jit
def time_decay_credit(touch_days, conversion_day, half_life, campaign_id):
    age = conversion_day - touch_days
    w = jnp.where(age >= 0, 0.5 ** (age / half_life), 0.0)
    credit = w / jnp.maximum(w.sum(), 1e-6)
    jax.debug.print("[campaign {c}] credited touches: {n}", c=campaign_id, n=(credit > 0).sum())
    return credit
