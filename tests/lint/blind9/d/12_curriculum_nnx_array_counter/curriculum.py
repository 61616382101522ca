import numpy as np


class ReachTaskCurriculum:
    """Point-mass reaching; the goal radius grows as the agent gets better."""

    def __init__(self, levels=(0.2, 0.5, 1.0), horizon=10, seed=0):
        self.levels = levels
        self.level = 0
        self.horizon = horizon
        self.rng = np.random.default_rng(seed)

    @property
    def goal_radius(self):
        return self.levels[self.level]

    def promote_if(self, success_rate, threshold=0.3):
        if success_rate > threshold and self.level < len(self.levels) - 1:
            self.level += 1

    def rollout(self, act_fn, n_episodes=8):
        obs_dim = 4
        obs = np.zeros((n_episodes, self.horizon, obs_dim), np.float32)
        acts = np.zeros((n_episodes, self.horizon, 2), np.float32)
        rets = np.zeros((n_episodes, self.horizon), np.float32)
        successes = 0
        for e in range(n_episodes):
            angle = self.rng.uniform(0, 2 * np.pi)
            goal = self.goal_radius * np.array([np.cos(angle), np.sin(angle)])
            pos = np.zeros(2)
            rewards = []
            for t in range(self.horizon):
                o = np.concatenate([pos, goal]).astype(np.float32)
                a = act_fn(o)
                pos = pos + 0.1 * np.clip(a, -1, 1)
                obs[e, t], acts[e, t] = o, a
                rewards.append(-np.linalg.norm(goal - pos))
            successes += np.linalg.norm(goal - pos) < 0.1
            rets[e] = np.cumsum(rewards[::-1])[::-1]
        return obs.reshape(-1, obs_dim), acts.reshape(-1, 2), rets.reshape(-1), successes / n_episodes
