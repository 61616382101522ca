import numpy as np


class BatchedCartPole:
    """Very small vectorised cart-pole-like env (linearised dynamics)."""

    def __init__(self, num_envs, seed=0):
        self.num_envs = num_envs
        self.rng = np.random.default_rng(seed)
        self.state = None

    def reset(self):
        self.state = self.rng.uniform(-0.05, 0.05, size=(self.num_envs, 4)).astype(np.float32)
        return self.state

    def step(self, actions):
        force = np.where(actions == 1, 1.0, -1.0).astype(np.float32)
        x, x_dot, th, th_dot = self.state.T
        th_acc = 9.8 * th - 0.5 * force
        x_acc = force - 0.05 * th_acc
        self.state = np.stack([x + 0.02 * x_dot, x_dot + 0.02 * x_acc, th + 0.02 * th_dot, th_dot + 0.02 * th_acc], 1)
        done = np.abs(self.state[:, 2]) > 0.2
        return self.state.astype(np.float32), np.ones(self.num_envs, np.float32), done
