import jax
import jax.numpy as jnp


@jax.jit
def pendulum_step(state, dt, damping):
    theta, omega = state[..., 0], state[..., 1]
    omega = omega + dt * (-9.81 * jnp.sin(theta) - damping * omega)
    theta = theta + dt * omega
    return jnp.stack([theta, omega], axis=-1)
