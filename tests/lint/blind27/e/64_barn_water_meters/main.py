from functools import partial

import jax
import jax.numpy as jnp

from barn import WaterMeterLog, N_PENS


@partial(jax.jit, static_argnums=2)
def pen_water(pen, litres, n_pens):
    return jax.ops.segment_sum(litres, pen, num_segments=n_pens)


log = WaterMeterLog()
baseline = None
for day in range(7):
    pen, litres = log.day()
    water = pen_water(pen, litres, N_PENS)
    if baseline is not None:
        drop = (baseline - water) / baseline
        print(f"day {day}: pens with >25% drop in water use: {jnp.flatnonzero(drop > 0.25).tolist()}")
    baseline = water
