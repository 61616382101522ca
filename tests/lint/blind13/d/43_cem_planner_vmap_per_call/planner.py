import jax
import jax.numpy as jnp

from world_model import trajectory_return


class CEMPlanner:
    def __init__(self, model, horizon, action_dim, pop=64, elites=8, iters=3):
        self.model = model
        self.horizon = horizon
        self.action_dim = action_dim
        self.pop = pop
        self.elites = elites
        self.iters = iters

    def plan(self, state, goal, key):
        evaluate = jax.jit(jax.vmap(trajectory_return, in_axes=(None, None, 0, None)))
        mean = jnp.zeros((self.horizon, self.action_dim))
        std = jnp.ones((self.horizon, self.action_dim))
        for _ in range(self.iters):
            key, sub = jax.random.split(key)
            cand = mean + std * jax.random.normal(sub, (self.pop, self.horizon, self.action_dim))
            returns = evaluate(self.model, state, cand, goal)
            elite = cand[jnp.argsort(-returns)[:self.elites]]
            mean, std = elite.mean(0), elite.std(0) + 1e-3
        return mean[0]
