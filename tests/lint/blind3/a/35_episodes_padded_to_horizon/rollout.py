import numpy as np


class ChainEnv:
    """Walk right along a chain; each step may slip and end the episode."""

    def __init__(self, length=12, slip=0.15, seed=0):
        self.length = length
        self.slip = slip
        self.rng = np.random.default_rng(seed)

    def episode(self, horizon):
        pos, rewards = 0, []
        for _ in range(horizon):
            pos += 1
            rewards.append(1.0 if pos == self.length else -0.01)
            if pos == self.length or self.rng.random() < self.slip:
                break
        return np.array(rewards, np.float32)


def pad_episode(rewards, horizon):
    out = np.zeros(horizon, np.float32)
    mask = np.zeros(horizon, np.float32)
    out[:len(rewards)] = rewards
    mask[:len(rewards)] = 1.0
    return out, mask
