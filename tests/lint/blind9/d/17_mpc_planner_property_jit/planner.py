from functools import partial

import jax
import jax.numpy as jnp

from dynamics import rollout_cost


class CEMPlanner:
    def __init__(self, horizon=12, population=64, elites=8, iterations=2, goal=jnp.pi):
        self.horizon = horizon
        self.population = population
        self.elites = elites
        self.iterations = iterations
        self.goal = goal

    @property
    def batch_cost(self):
        return jax.jit(jax.vmap(partial(rollout_cost, self.goal), in_axes=(None, 0)))

    def plan(self, key, state, init_mean):
        mean, std = init_mean, jnp.ones(self.horizon)
        for _ in range(self.iterations):
            key, sub = jax.random.split(key)
            samples = mean + std * jax.random.normal(sub, (self.population, self.horizon))
            costs = self.batch_cost(state, samples)
            elite = samples[jnp.argsort(costs)[: self.elites]]
            mean, std = elite.mean(0), elite.std(0) + 1e-3
        return mean
