import jax
import jax.numpy as jnp


def pendulum_step(state, torque, dt=0.05, g=9.81, length=1.0):
    theta, omega = state
    omega = omega + dt * (-g / length * jnp.sin(theta) + jnp.clip(torque, -2.0, 2.0))
    return jnp.stack([theta + dt * omega, omega])


def rollout_cost(goal, state, action_seq):
    def step(s, a):
        s = pendulum_step(s, a)
        cost = (1 - jnp.cos(s[0] - goal)) + 0.1 * s[1] ** 2 + 0.001 * a**2
        return s, cost

    _, costs = jax.lax.scan(step, state, action_seq)
    return costs.sum()
