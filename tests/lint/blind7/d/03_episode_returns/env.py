import numpy as np


class RandomWalkEnv:
    """1-D random walk; episode ends when |x| reaches the boundary."""

    def __init__(self, bound=3, seed=0):
        self.bound = bound
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.x = 0
        return self.x

    def step(self, action):
        self.x += 1 if action == 1 else -1
        done = abs(self.x) >= self.bound
        reward = 1.0 if self.x >= self.bound else 0.0
        return self.x, reward, done


def run_episode(env, max_steps=200):
    env.reset()
    rewards = []
    for _ in range(max_steps):
        a = env.rng.integers(0, 2)
        _, r, done = env.step(a)
        rewards.append(r)
        if done:
            break
    return np.asarray(rewards, dtype=np.float32)
