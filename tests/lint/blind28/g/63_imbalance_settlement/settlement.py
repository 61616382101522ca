from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("run_id",))
def imbalance_settlement(scheduled, metered, price, run_id):
    dev = metered - scheduled
    long_pay = jnp.where(dev > 0, dev * price * 0.9, 0.0)
    short_pay = jnp.where(dev < 0, dev * price * 1.1, 0.0)
    return jax.named_call(jnp.sum, name=run_id)(long_pay + short_pay)
