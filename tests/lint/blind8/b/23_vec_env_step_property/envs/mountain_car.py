from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvState(NamedTuple):
    position: jnp.ndarray
    velocity: jnp.ndarray
    t: jnp.ndarray


class MountainCar:
    min_position = -1.2
    max_position = 0.6
    max_speed = 0.07
    goal_position = 0.5

    def __init__(self, force=0.001, gravity=0.0025, max_steps=200):
        self.force = force
        self.gravity = gravity
        self.max_steps = max_steps

    def reset(self, key):
        pos = jax.random.uniform(key, minval=-0.6, maxval=-0.4)
        return EnvState(pos, jnp.zeros(()), jnp.zeros((), jnp.int32))

    def step(self, state, action):
        velocity = state.velocity + (action - 1) * self.force - jnp.cos(3 * state.position) * self.gravity
        velocity = jnp.clip(velocity, -self.max_speed, self.max_speed)
        position = jnp.clip(state.position + velocity, self.min_position, self.max_position)
        velocity = jnp.where((position == self.min_position) & (velocity < 0), 0.0, velocity)
        done = (position >= self.goal_position) | (state.t + 1 >= self.max_steps)
        new_state = EnvState(position, velocity, state.t + 1)
        return new_state, -1.0, done

    @property
    def batched_reset(self):
        return jax.jit(jax.vmap(self.reset))

    @property
    def batched_step(self):
        return jax.jit(jax.vmap(self.step))
