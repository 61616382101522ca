import numpy as np


class ContextualBandits:
    """Batch of contextual bandits; the best arm depends on the sign of the context."""

    def __init__(self, num_envs, obs_dim=3, num_actions=2, seed=0):
        self.num_envs, self.obs_dim, self.num_actions = num_envs, obs_dim, num_actions
        self.rng = np.random.default_rng(seed)

    def sample_contexts(self):
        return self.rng.normal(size=(self.num_envs, self.obs_dim)).astype(np.float32)

    def rewards(self, contexts, actions):
        best = (contexts[:, 0] > 0).astype(np.int32)
        return (actions == best).astype(np.float32) + 0.1 * self.rng.normal(size=self.num_envs).astype(np.float32)
