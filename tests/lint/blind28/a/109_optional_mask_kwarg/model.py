import jax
import jax.numpy as jnp


@jax.jit
def room_night_totals(bookings, nights, mask=None):
    rn = bookings * nights
    if mask is not None:
        rn = rn * mask
    return rn.sum(axis=0)
