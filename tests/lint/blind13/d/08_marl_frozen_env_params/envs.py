import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class EnvParams:
    n_agents: int
    arena: float
    catch_radius: float
    max_speed: float


class PursuitEnv:
    def __init__(self, n_agents=3, arena=5.0, catch_radius=0.5, max_speed=0.3):
        self.n_agents = n_agents
        self.arena = arena
        self.catch_radius = catch_radius
        self.max_speed = max_speed

    @property
    def params(self):
        return EnvParams(self.n_agents, self.arena, self.catch_radius, self.max_speed)

    def reset(self, key):
        k1, k2 = jax.random.split(key)
        agents = jax.random.uniform(k1, (self.n_agents, 2), maxval=self.arena)
        prey = jax.random.uniform(k2, (2,), maxval=self.arena)
        return agents, prey


@partial(jax.jit, static_argnames="env_params")
def env_step(agents, prey, actions, env_params):
    vel = jnp.clip(actions, -1.0, 1.0) * env_params.max_speed
    agents = jnp.clip(agents + vel, 0.0, env_params.arena)
    dist = jnp.linalg.norm(agents - prey, axis=-1)
    caught = dist < env_params.catch_radius
    rewards = jnp.where(jnp.any(caught), 1.0, -0.01) * jnp.ones(env_params.n_agents)
    return agents, rewards, jnp.any(caught)
