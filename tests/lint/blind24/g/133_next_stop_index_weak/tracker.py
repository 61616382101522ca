import jax
import jax.numpy as jnp


@jax.jit
def remaining_minutes(stop_km, speed_kmh, current_km, next_stop):
    ahead = jnp.where(jnp.arange(stop_km.shape[0]) >= next_stop, stop_km - current_km, 0.0)
    return jnp.clip(ahead, 0.0, None) / speed_kmh * 60.0


def locate_next_stop(stop_km, current_km):
    return jnp.argmax(stop_km > current_km)
