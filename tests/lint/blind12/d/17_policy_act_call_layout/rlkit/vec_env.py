import jax.numpy as jnp
import numpy as np


class VecPointMass:
    """Batch of 2-D point masses that should be driven to the origin."""

    def __init__(self, num_envs, seed=0):
        self.num_envs = num_envs
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = self.rng.uniform(-1, 1, size=(self.num_envs, 2)).astype(np.float32)
        self.vel = np.zeros_like(self.pos)
        return self.observe()

    def observe(self):
        return np.concatenate([self.pos, self.vel], axis=1)

    def step(self, action):
        action = np.asarray(action)
        self.vel = 0.9 * self.vel + 0.1 * action
        self.pos = self.pos + 0.1 * self.vel
        reward = -np.linalg.norm(self.pos, axis=1)
        return self.observe(), reward
