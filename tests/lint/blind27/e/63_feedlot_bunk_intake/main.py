from functools import partial

import jax
import jax.numpy as jnp

from data import feed_bunk_events


@partial(jax.jit, static_argnames="n_pens")
def pen_intake(pen_index, kg, n_pens):
    total = jax.ops.segment_sum(kg, pen_index, num_segments=n_pens)
    visits = jax.ops.segment_sum(jnp.ones_like(kg), pen_index, num_segments=n_pens)
    return total, total / jnp.maximum(visits, 1.0)


for day in range(6):
    stocked, pen_index, kg = feed_bunk_events(day)
    total, per_visit = pen_intake(pen_index, kg, n_pens=len(stocked))
    print(f"day {day}: {len(stocked)} pens, max pen intake {float(total.max()):.0f} kg")
