import numpy as np


class RandomWalkEnv:
    """1-D random walk; the episode ends when the agent leaves [-bound, bound]."""

    def __init__(self, bound=3, max_steps=40, seed=0):
        self.bound, self.max_steps = bound, max_steps
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos, self.t = 0, 0
        return self._obs()

    def _obs(self):
        return np.array([self.pos / self.bound, self.t / self.max_steps], np.float32)

    def step(self, action):
        self.pos += 1 if action == 1 else -1
        self.t += 1
        done = abs(self.pos) > self.bound or self.t >= self.max_steps
        reward = 1.0 if self.pos > self.bound else 0.0
        return self._obs(), reward, done


def collect_episode(env, policy_probs, rng):
    obs, actions, rewards = [], [], []
    o, done = env.reset(), False
    while not done:
        p = policy_probs(o)
        a = int(rng.uniform() < p)
        o2, r, done = env.step(a)
        obs.append(o)
        actions.append(a)
        rewards.append(r)
        o = o2
    return np.stack(obs), np.array(actions, np.int32), np.array(rewards, np.float32)
