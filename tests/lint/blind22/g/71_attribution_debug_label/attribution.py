import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("label",))
def time_decay_credit(touch_days, conversion_day, half_life, label):
    age = conversion_day - touch_days
    w = jnp.where(age >= 0, 0.5 ** (age / half_life), 0.0)
    credit = w / jnp.maximum(w.sum(), 1e-6)
    jax.debug.print(label + " credited touches: {n}", n=(credit > 0).sum())
    return credit
