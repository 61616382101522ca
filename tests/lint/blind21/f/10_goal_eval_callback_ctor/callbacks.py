import jax
import jax.numpy as jnp
import numpy as np


class GoalReachingEval:
    def __init__(self, policy, obs_dim, num_goals=4, horizon=10, seed=0):
        self.policy = policy
        rng = np.random.default_rng(seed)
        self.goals = rng.normal(size=(num_goals, obs_dim)).astype(np.float32)
        self.starts = rng.normal(size=(num_goals, obs_dim)).astype(np.float32)
        self.horizon = horizon
        self._act = jax.jit(self.policy.apply)

    def __call__(self, step, params):
        obs = jnp.asarray(self.starts)
        goals = jnp.asarray(self.goals)
        for _ in range(self.horizon):
            a = self._act(params, obs, goals)
            obs = obs.at[:, : a.shape[-1]].add(0.1 * a)
        dist = jnp.linalg.norm(obs - goals, axis=-1)
        return {"step": step, "final_dist": float(dist.mean())}
