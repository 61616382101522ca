import numpy as np


class CartLine:
    """Tiny 1-D balancing task; episode ends when the cart leaves [-1, 1]."""

    def __init__(self, seed=0, max_steps=40):
        self.rng = np.random.default_rng(seed)
        self.max_steps = max_steps

    def reset(self):
        self.x = self.rng.uniform(-0.2, 0.2)
        self.t = 0
        return np.array([self.x, 0.0], np.float32)

    def step(self, action):
        self.x += 0.1 * (action - 0.5) + self.rng.normal(scale=0.15)
        self.t += 1
        done = abs(self.x) > 1.0 or self.t >= self.max_steps
        return np.array([self.x, self.t / self.max_steps], np.float32), 1.0, done


def collect_episode(env, policy_fn):
    obs_list, act_list, rew_list = [], [], []
    obs, done = env.reset(), False
    while not done:
        a = policy_fn(obs)
        nxt, r, done = env.step(a)
        obs_list.append(obs)
        act_list.append(a)
        rew_list.append(r)
        obs = nxt
    return (np.stack(obs_list), np.array(act_list, np.int32),
            np.array(rew_list, np.float32))
