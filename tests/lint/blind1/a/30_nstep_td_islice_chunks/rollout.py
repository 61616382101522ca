import itertools

import numpy as np


class RandomWalk:
    """Random walk over a chain of states, terminating off either end (one-hot observations)."""

    def __init__(self, num_states=6, seed=0):
        self.n = num_states
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = self.n // 2
        return self._obs()

    def _obs(self):
        o = np.zeros(self.n, np.float32)
        o[self.pos] = 1.0
        return o

    def step(self):
        self.pos += 1 if self.rng.uniform() < 0.5 else -1
        if self.pos >= self.n:
            return np.zeros(self.n, np.float32), 1.0, True
        if self.pos < 0:
            return np.zeros(self.n, np.float32), 0.0, True
        return self._obs(), 0.0, False


def transitions(env):
    obs, done = env.reset(), False
    while not done:
        next_obs, reward, done = env.step()
        yield obs, reward, next_obs, float(done)
        obs = next_obs


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield tuple(np.array(field, dtype=np.float32) for field in zip(*chunk))
