import jax
import jax.numpy as jnp


def init_state():
    return {"vel": jnp.zeros(3), "height": jnp.array(0.3)}


@jax.jit
def estimate(state, reading):
    acc = reading["imu"][:3]
    vel = 0.95 * state["vel"] + 0.01 * acc
    height = state["height"]
    n = reading["contact"].sum()
    vel = jnp.where(n > 0, vel * 0.5, vel)
    height = jnp.where(n > 0, 0.9 * height + 0.1 * 0.3, height)
    return {"vel": vel, "height": height}
