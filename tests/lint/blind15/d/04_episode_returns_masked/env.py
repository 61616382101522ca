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
    n, T = len(rew_list), env.max_steps
    obs_buf = np.zeros((T, obs.shape[0]), np.float32)
    act_buf = np.zeros((T,), np.int32)
    rew_buf = np.zeros((T,), np.float32)
    mask = np.zeros((T,), np.float32)
    obs_buf[:n], act_buf[:n], rew_buf[:n], mask[:n] = np.stack(obs_list), act_list, rew_list, 1.0
    return obs_buf, act_buf, rew_buf, mask
