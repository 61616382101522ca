import jax
import jax.numpy as jnp


@jax.jit
def rate_for_property(on_the_books, forecast_pickup, last_rate, limits):
    rooms, floor, ceiling = limits[0], limits[1], limits[2]
    expected_occ = (on_the_books + forecast_pickup) / rooms
    rate = last_rate * (1.0 + 0.6 * (expected_occ - 0.8))
    return jnp.clip(rate, floor, ceiling)
