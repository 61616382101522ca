import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class EnvParams:
    max_speed: float = 8.0
    max_torque: float = 2.0
    dt: float = 0.05
    g: float = 10.0
    m: float = 1.0
    length: float = 1.0


@partial(jax.jit, static_argnames=("params",))
def pendulum_step(state, action, params):
    theta, theta_dot = state[..., 0], state[..., 1]
    u = jnp.clip(action, -params.max_torque, params.max_torque)
    cost = theta ** 2 + 0.1 * theta_dot ** 2 + 0.001 * u ** 2
    theta_dot = theta_dot + (3 * params.g / (2 * params.length) * jnp.sin(theta)
                             + 3.0 / (params.m * params.length ** 2) * u) * params.dt
    theta_dot = jnp.clip(theta_dot, -params.max_speed, params.max_speed)
    theta = theta + theta_dot * params.dt
    return jnp.stack([theta, theta_dot], -1), -cost


class Pendulum:
    def __init__(self, num_envs, params=EnvParams(), seed=0):
        self.num_envs = num_envs
        self.params = params
        self.key = jax.random.PRNGKey(seed)

    def reset(self):
        self.key, sub = jax.random.split(self.key)
        self.state = jax.random.uniform(sub, (self.num_envs, 2), minval=-1.0, maxval=1.0)
        return self.state

    def step(self, action):
        self.state, reward = pendulum_step(self.state, action, params=self.params)
        return self.state, reward
