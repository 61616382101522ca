from functools import partial

import jax
import jax.numpy as jnp


class EnvParams:
    def __init__(self, max_speed=8.0, max_torque=2.0, dt=0.05, g=10.0):
        self.max_speed = max_speed
        self.max_torque = max_torque
        self.dt = dt
        self.g = g


@partial(jax.jit, static_argnums=(2,))
def step_dynamics(state, torque, params):
    theta, theta_dot = state[:, 0], state[:, 1]
    u = jnp.clip(torque, -params.max_torque, params.max_torque)
    reward = -(theta ** 2 + 0.1 * theta_dot ** 2 + 0.001 * u ** 2)
    theta_dot = jnp.clip(theta_dot + (1.5 * params.g * jnp.sin(theta) + 3.0 * u) * params.dt,
                         -params.max_speed, params.max_speed)
    return jnp.stack([theta + theta_dot * params.dt, theta_dot], 1), reward


class VecPendulum:
    def __init__(self, num_envs, seed=0):
        self.num_envs = num_envs
        self.key = jax.random.PRNGKey(seed)

    def reset(self, **overrides):
        self.params = EnvParams(**overrides)
        self.key, sub = jax.random.split(self.key)
        self.state = jax.random.uniform(sub, (self.num_envs, 2), minval=-1.0, maxval=1.0)
        return self.state

    def step(self, torque):
        self.state, reward = step_dynamics(self.state, torque, self.params)
        return self.state, reward
