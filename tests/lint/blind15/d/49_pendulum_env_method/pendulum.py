import functools

import jax
import jax.numpy as jnp


class Pendulum:
    def __init__(self, g=9.8, dt=0.05, max_torque=2.0):
        self.g = g
        self.dt = dt
        self.max_torque = max_torque

    @functools.partial(jax.jit, static_argnums=0)
    def step(self, state, torque):
        th, thdot = state[..., 0], state[..., 1]
        u = jnp.clip(torque, -self.max_torque, self.max_torque)
        cost = th ** 2 + 0.1 * thdot ** 2 + 0.001 * u ** 2
        thdot = thdot + (3 * self.g / 2 * jnp.sin(th) + 3.0 * u) * self.dt
        th = th + thdot * self.dt
        return jnp.stack([th, thdot], -1), -cost

    def reset(self, key, n):
        return jax.random.uniform(key, (n, 2), minval=-1.0, maxval=1.0)
