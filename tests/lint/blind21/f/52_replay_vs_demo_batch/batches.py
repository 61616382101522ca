from typing import NamedTuple

import numpy as np


class Transition(NamedTuple):
    obs: np.ndarray
    action: np.ndarray
    weight: np.ndarray


class DemoBuffer:
    def __init__(self, rng, n=256, obs_dim=8, act_dim=3):
        self.rng = rng
        self.obs = rng.normal(size=(n, obs_dim)).astype(np.float32)
        self.act = rng.normal(size=(n, act_dim)).astype(np.float32)

    def sample(self, b):
        idx = self.rng.integers(0, len(self.obs), b)
        return Transition(self.obs[idx], self.act[idx], np.ones(b, np.float32))


class InterventionBuffer:
    """Corrections collected from a human during policy rollouts (DAgger-style)."""

    def __init__(self, rng, n=64, obs_dim=8, act_dim=3):
        self.rng = rng
        self.obs = rng.normal(size=(n, obs_dim)).astype(np.float32)
        self.act = rng.normal(size=(n, act_dim)).astype(np.float32)

    def sample(self, b):
        idx = self.rng.integers(0, len(self.obs), b)
        return {"obs": self.obs[idx], "action": self.act[idx], "weight": np.full(b, 2.0, np.float32)}
