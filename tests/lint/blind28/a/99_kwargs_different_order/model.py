import jax
import jax.numpy as jnp


@jax.jit
def stay_revenue(rooms, room_rate, fnb_spend, nights):
    return rooms * nights * room_rate + fnb_spend * nights
