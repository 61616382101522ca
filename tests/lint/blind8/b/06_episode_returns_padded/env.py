import numpy as np


class PoleBalance:
    """Very small cart-pole-like env with a random failure time."""

    def __init__(self, seed, max_steps=50):
        self.rng = np.random.default_rng(seed)
        self.max_steps = max_steps

    def reset(self):
        self.t = 0
        self.angle = self.rng.uniform(-0.05, 0.05)
        return np.array([self.angle, 0.0], dtype=np.float32)

    def step(self, action):
        self.t += 1
        self.angle += (0.02 if action == 1 else -0.02) + self.rng.normal(scale=0.03)
        done = abs(self.angle) > 0.2 or self.t >= self.max_steps
        return np.array([self.angle, self.t / self.max_steps], dtype=np.float32), 1.0, done


def run_episode(env, policy):
    obs = env.reset()
    observations, rewards = [], []
    done = False
    while not done:
        action = policy(obs)
        observations.append(obs)
        obs, r, done = env.step(action)
        rewards.append(r)
    return np.stack(observations), np.asarray(rewards, dtype=np.float32)


def pad_episode(observations, rewards, max_steps):
    n = len(rewards)
    obs = np.zeros((max_steps, observations.shape[1]), dtype=np.float32)
    rew = np.zeros(max_steps, dtype=np.float32)
    mask = np.zeros(max_steps, dtype=np.float32)
    obs[:n], rew[:n], mask[:n] = observations, rewards, 1.0
    return obs, rew, mask
