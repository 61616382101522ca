from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="policy")
def monthly_payrun(hours, weekend_hours, rates, policy):
    hours = jnp.minimum(hours, policy.cap_hours)
    regular = jnp.minimum(hours, 40.0)
    ot = hours - regular
    pay = rates * (regular + policy.overtime_mult * ot + (policy.weekend_mult - 1.0) * weekend_hours)
    return pay.sum(axis=0)
