import jax
import jax.numpy as jnp

WHEELBASE = 2.7


def initial_state(x=0.0, y=0.0, yaw=0.0, speed=8.0):
    return {k: jnp.asarray(v, jnp.float32) for k, v in dict(x=x, y=y, yaw=yaw, speed=speed).items()}


@jax.jit
def step(state, accel, steer, dt):
    speed = jnp.maximum(state["speed"] + accel * dt, 0.0)
    yaw = state["yaw"] + speed / WHEELBASE * jnp.tan(steer) * dt
    return {
        "x": state["x"] + speed * jnp.cos(yaw) * dt,
        "y": state["y"] + speed * jnp.sin(yaw) * dt,
        "yaw": yaw,
        "speed": speed,
    }
