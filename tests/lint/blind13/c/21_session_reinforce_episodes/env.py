import numpy as np


class UserSessionEnv:
    """Toy user session: each step we show one of N item clusters; the user may leave."""

    def __init__(self, num_clusters=5, obs_dim=6, seed=0):
        self.rng = np.random.default_rng(seed)
        self.num_clusters = num_clusters
        self.obs_dim = obs_dim
        self.pref = self.rng.normal(size=(obs_dim, num_clusters))

    def reset(self):
        self.state = self.rng.normal(size=self.obs_dim).astype(np.float32)
        return self.state

    def step(self, action):
        affinity = self.state @ self.pref[:, action]
        clicked = self.rng.random() < 1 / (1 + np.exp(-affinity))
        leave = self.rng.random() < (0.1 if clicked else 0.35)
        self.state = (0.8 * self.state + 0.2 * self.rng.normal(size=self.obs_dim)).astype(np.float32)
        return self.state, float(clicked), leave


def rollout(env, policy, max_steps=50):
    obs, acts, rews = [], [], []
    o = env.reset()
    for _ in range(max_steps):
        a = policy(o)
        o2, r, done = env.step(a)
        obs.append(o)
        acts.append(a)
        rews.append(r)
        o = o2
        if done:
            break
    return np.stack(obs), np.array(acts, dtype=np.int32), np.array(rews, dtype=np.float32)
