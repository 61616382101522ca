import jax
import jax.numpy as jnp

from world_model import trajectory_return


class RandomShootingPlanner:
    def __init__(self, model, horizon, action_dim, n_candidates=128, action_scale=1.0):
        self.model = model
        self.horizon = horizon
        self.action_dim = action_dim
        self.n_candidates = n_candidates
        self.action_scale = action_scale
        self._evaluate = jax.jit(jax.vmap(trajectory_return, in_axes=(None, None, 0, None)))

    def plan(self, state, goal, key):
        cand = self.action_scale * jax.random.uniform(
            key, (self.n_candidates, self.horizon, self.action_dim), minval=-1.0, maxval=1.0)
        returns = self._evaluate(self.model, state, cand, goal)
        return cand[jnp.argmax(returns), 0]
