import jax
import jax.numpy as jnp


@jax.jit
def channel_room_nights(bookings, nights, mask):
    return (bookings * nights * mask).sum(axis=0)
