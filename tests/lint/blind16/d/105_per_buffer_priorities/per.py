import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def sampling_weights(priorities, alpha=0.6, beta=0.4):
    p = priorities ** alpha
    probs = p / p.sum()
    w = (priorities.shape[0] * probs) ** (-beta)
    return probs, w / w.max()


class PrioritizedBuffer:
    def __init__(self, capacity, obs_dim, seed=0):
        self.obs = np.zeros((capacity, obs_dim), np.float32)
        self.priorities = np.zeros(capacity, np.float32)
        self.size = 0
        self.capacity = capacity
        self.rng = np.random.default_rng(seed)

    def add(self, obs):
        i = self.size % self.capacity
        self.obs[i] = obs
        self.priorities[i] = self.priorities[: self.size].max() if self.size else 1.0
        self.size = min(self.size + 1, self.capacity)

    def sample(self, batch_size):
        probs, weights = sampling_weights(self.priorities[: self.size])
        probs = np.asarray(probs, np.float64)
        idx = self.rng.choice(self.size, size=batch_size, p=probs / probs.sum())
        return idx, self.obs[idx], np.asarray(weights)[idx]

    def update(self, idx, td_errors):
        self.priorities[idx] = np.abs(td_errors) + 1e-3
