from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


class EnvParams:
    def __init__(self, gravity=9.8, pole_length=0.5, cart_mass=1.0, pole_mass=0.1, dt=0.02):
        self.gravity = gravity
        self.pole_length = pole_length
        self.cart_mass = cart_mass
        self.pole_mass = pole_mass
        self.dt = dt

    @classmethod
    def randomized(cls, rng):
        return cls(gravity=rng.uniform(9.0, 10.5), pole_length=rng.uniform(0.4, 0.6),
                   cart_mass=rng.uniform(0.8, 1.2))


@partial(jax.jit, static_argnums=(2,))
def env_step(state, action, params):
    x, x_dot, theta, theta_dot = state
    force = jnp.where(action == 1, 10.0, -10.0)
    total_mass = params.cart_mass + params.pole_mass
    pm_len = params.pole_mass * params.pole_length
    temp = (force + pm_len * theta_dot ** 2 * jnp.sin(theta)) / total_mass
    theta_acc = (params.gravity * jnp.sin(theta) - jnp.cos(theta) * temp) / (
        params.pole_length * (4.0 / 3.0 - params.pole_mass * jnp.cos(theta) ** 2 / total_mass))
    x_acc = temp - pm_len * theta_acc * jnp.cos(theta) / total_mass
    new_state = jnp.stack([x + params.dt * x_dot, x_dot + params.dt * x_acc,
                           theta + params.dt * theta_dot, theta_dot + params.dt * theta_acc])
    done = (jnp.abs(new_state[0]) > 2.4) | (jnp.abs(new_state[2]) > 0.21)
    return new_state, done
