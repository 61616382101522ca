from functools import partial

import jax
import jax.numpy as jnp

from properties import PROPERTIES


@partial(jax.jit, static_argnames=("hotel_code",))
def recommend_rate(on_the_books, forecast_pickup, last_rate, hotel_code):
    p = PROPERTIES[hotel_code]
    expected_occ = (on_the_books + forecast_pickup) / p["rooms"]
    rate = last_rate * (1.0 + 0.6 * (expected_occ - 0.8))
    return jnp.clip(rate, p["floor"], p["ceiling"])
