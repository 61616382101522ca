import numpy as np

MAX_HORIZON = 60


class StopLossEpisodes:
    """Simulated intraday trades that end at a stop-loss, take-profit or the horizon."""

    def __init__(self, stop=-0.01, take=0.015, seed=0):
        self.stop, self.take = stop, take
        self.rng = np.random.default_rng(seed)

    def rollout(self):
        pnl, rewards = 0.0, []
        for _ in range(MAX_HORIZON):
            r = self.rng.normal(0.0002, 0.003)
            pnl += r
            rewards.append(r)
            if pnl <= self.stop or pnl >= self.take:
                break
        return np.asarray(rewards, dtype=np.float32)
