from functools import partial

import jax
import jax.numpy as jnp

TOU = {"peak_hours": (16, 21), "peak": 0.38, "offpeak": 0.14, "demand_charge": 12.5}


def tou_bill(kwh_hourly, tariff):
    hours = jnp.arange(kwh_hourly.shape[-1]) % 24
    lo, hi = tariff["peak_hours"]
    rate = jnp.where((hours >= lo) & (hours < hi), tariff["peak"], tariff["offpeak"])
    energy = jnp.sum(kwh_hourly * rate, axis=-1)
    demand = tariff["demand_charge"] * jnp.max(kwh_hourly, axis=-1)
    return energy + demand


bill_customers = jax.jit(partial(tou_bill, tariff=TOU))
