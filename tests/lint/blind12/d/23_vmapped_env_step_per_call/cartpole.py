from typing import NamedTuple

import jax
import jax.numpy as jnp


class CartPoleState(NamedTuple):
    x: jnp.ndarray
    x_dot: jnp.ndarray
    theta: jnp.ndarray
    theta_dot: jnp.ndarray


class CartPole:
    gravity, masscart, masspole, length, force_mag, tau = 9.8, 1.0, 0.1, 0.5, 10.0, 0.02

    def reset(self, key):
        vals = jax.random.uniform(key, (4,), minval=-0.05, maxval=0.05)
        return CartPoleState(*vals)

    def step(self, s, action):
        force = jnp.where(action == 1, self.force_mag, -self.force_mag)
        total_mass = self.masscart + self.masspole
        pml = self.masspole * self.length
        cos, sin = jnp.cos(s.theta), jnp.sin(s.theta)
        temp = (force + pml * s.theta_dot ** 2 * sin) / total_mass
        theta_acc = (self.gravity * sin - cos * temp) / (
            self.length * (4.0 / 3.0 - self.masspole * cos ** 2 / total_mass))
        x_acc = temp - pml * theta_acc * cos / total_mass
        ns = CartPoleState(s.x + self.tau * s.x_dot, s.x_dot + self.tau * x_acc,
                           s.theta + self.tau * s.theta_dot, s.theta_dot + self.tau * theta_acc)
        done = (jnp.abs(ns.x) > 2.4) | (jnp.abs(ns.theta) > 0.21)
        return ns, 1.0 - done.astype(jnp.float32), done


class VectorEnv:
    def __init__(self, env, num_envs):
        self.env = env
        self.num_envs = num_envs

    def reset(self, key):
        return jax.vmap(self.env.reset)(jax.random.split(key, self.num_envs))

    def step(self, states, actions):
        return jax.jit(jax.vmap(self.env.step))(states, actions)
