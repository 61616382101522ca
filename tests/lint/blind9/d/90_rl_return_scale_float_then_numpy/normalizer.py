import numpy as np


class ReturnScaler:
    """Scales rewards by the running std of discounted returns (as in many PPO implementations)."""

    def __init__(self, gamma=0.99):
        self.gamma = gamma
        self.history = np.zeros(0, dtype=np.float32)
        self.scale = 1.0

    def observe(self, rewards):
        ret, out = 0.0, []
        for r in rewards[::-1]:
            ret = r + self.gamma * ret
            out.append(ret)
        self.history = np.concatenate([self.history, np.asarray(out, np.float32)])[-1000:]
        self.scale = 1.0 / (self.history.std() + 1e-8)
