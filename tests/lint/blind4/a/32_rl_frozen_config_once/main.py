import numpy as np

from config import A2CConfig
from learner import Learner

rng = np.random.default_rng(0)
cfg = A2CConfig()
learner = Learner(cfg, obs_dim=5)
for it in range(5):
    obs = rng.normal(size=(32, 5)).astype(np.float32)
    actions = rng.integers(0, cfg.n_actions, size=32)
    rewards = rng.normal(size=32).astype(np.float32)
    returns = np.cumsum(rewards[::-1] * cfg.gamma)[::-1].astype(np.float32)
    print(it, learner.update(obs, actions, returns))
