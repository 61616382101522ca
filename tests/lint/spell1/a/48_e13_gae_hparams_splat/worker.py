import numpy as np

from advantages import gae


class RolloutWorker:
    def __init__(self, horizon, seed):
        self.horizon = horizon
        self.rng = np.random.default_rng(seed)

    def collect(self):
        rewards = self.rng.normal(1.0, 0.3, self.horizon).astype(np.float32)
        values = self.rng.normal(5.0, 1.0, self.horizon).astype(np.float32)
        dones = (self.rng.random(self.horizon) < 0.05).astype(np.float32)
        # quick advantage estimate for the worker's priority score
        adv = gae(rewards, values, dones)
        return {"rewards": rewards, "values": values, "dones": dones, "priority": float(np.abs(adv).mean())}
