import numpy as np

MAX_HORIZON = 60


class StopLossEpisodes:
    """Simulated intraday trades that end at a stop-loss, take-profit or the horizon.

    Rewards are returned padded with zeros to MAX_HORIZON, plus the true length.
    """

    def __init__(self, stop=-0.01, take=0.015, seed=0):
        self.stop, self.take = stop, take
        self.rng = np.random.default_rng(seed)

    def rollout(self):
        pnl = 0.0
        rewards = np.zeros(MAX_HORIZON, dtype=np.float32)
        for t in range(MAX_HORIZON):
            r = self.rng.normal(0.0002, 0.003)
            pnl += r
            rewards[t] = r
            if pnl <= self.stop or pnl >= self.take:
                break
        return rewards, t + 1
