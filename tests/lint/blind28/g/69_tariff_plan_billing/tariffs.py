from functools import partial

import jax
import jax.numpy as jnp

PLANS = {
    "residential": {"peak": 0.38, "offpeak": 0.14, "lo": 16, "hi": 21},
    "small_commercial": {"peak": 0.31, "offpeak": 0.12, "lo": 12, "hi": 20},
}


def plan_bill(kwh_hourly, peak, offpeak, lo, hi):
    hours = jnp.arange(kwh_hourly.shape[-1]) % 24
    rate = jnp.where((hours >= lo) & (hours < hi), peak, offpeak)
    return jnp.sum(kwh_hourly * rate, axis=-1)


def bill_for_plan(plan_name, kwh):
    billing = jax.jit(partial(plan_bill, **PLANS[plan_name]))
    return billing(kwh)
