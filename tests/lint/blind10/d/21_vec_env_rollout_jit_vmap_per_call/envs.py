from typing import NamedTuple

import jax
import jax.numpy as jnp


class PendulumState(NamedTuple):
    theta: jax.Array
    theta_dot: jax.Array
    t: jax.Array


class Pendulum:
    max_torque = 2.0
    dt = 0.05

    def reset(self, key):
        theta = jax.random.uniform(key, minval=-jnp.pi, maxval=jnp.pi)
        return PendulumState(theta, jnp.zeros(()), jnp.zeros((), jnp.int32))

    def step(self, state, action):
        u = jnp.clip(action, -self.max_torque, self.max_torque)
        cost = state.theta ** 2 + 0.1 * state.theta_dot ** 2 + 0.001 * u ** 2
        theta_dot = state.theta_dot + (3 * 9.8 / 2 * jnp.sin(state.theta) + 3.0 * u) * self.dt
        theta_dot = jnp.clip(theta_dot, -8.0, 8.0)
        theta = state.theta + theta_dot * self.dt
        return PendulumState(theta, theta_dot, state.t + 1), -cost

    def observe(self, state):
        return jnp.stack([jnp.cos(state.theta), jnp.sin(state.theta), state.theta_dot])
