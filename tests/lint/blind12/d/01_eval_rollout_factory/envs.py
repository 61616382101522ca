import jax
import jax.numpy as jnp


def pendulum_step(state, action, dt=0.05, g=9.81):
    theta, omega = state[..., 0], state[..., 1]
    omega = omega + (-g * jnp.sin(theta) + action) * dt
    theta = theta + omega * dt
    reward = -(theta ** 2 + 0.1 * omega ** 2 + 0.001 * action ** 2)
    return jnp.stack([theta, omega], axis=-1), reward


def linear_policy(params, obs):
    return jnp.tanh(obs @ params["w"] + params["b"])
