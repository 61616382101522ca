import numpy as np


class BanditGridEnv:
    """Tiny vectorised toy env: reward 1 when the action matches the argmax feature."""

    def __init__(self, num_envs, obs_dim, n_actions, seed=0):
        self.num_envs = num_envs
        self.obs_dim = obs_dim
        self.n_actions = n_actions
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.obs = self.rng.normal(size=(self.num_envs, self.obs_dim)).astype(np.float32)
        return self.obs

    def step(self, actions):
        target = self.obs[:, : self.n_actions].argmax(-1)
        rewards = (actions == target).astype(np.float32)
        self.obs = self.rng.normal(size=(self.num_envs, self.obs_dim)).astype(np.float32)
        return self.obs, rewards


def collect(env, policy_logits_fn, params, horizon, gamma, rng):
    obs = env.reset()
    all_obs, all_act, all_rew = [], [], []
    for _ in range(horizon):
        logits = np.asarray(policy_logits_fn(params, obs))
        probs = np.exp(logits - logits.max(-1, keepdims=True))
        probs /= probs.sum(-1, keepdims=True)
        actions = np.array([rng.choice(len(p), p=p) for p in probs])
        all_obs.append(obs)
        all_act.append(actions)
        obs, rew = env.step(actions)
        all_rew.append(rew)
    returns = np.zeros_like(all_rew[0])
    out = []
    for r in reversed(all_rew):
        returns = r + gamma * returns
        out.append(returns)
    out.reverse()
    return (np.concatenate(all_obs), np.concatenate(all_act).astype(np.int32),
            np.concatenate(out))
