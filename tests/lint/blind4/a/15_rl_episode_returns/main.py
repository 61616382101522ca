import numpy as np

from agent import discounted_returns, run_episode
from env import CorridorEnv

env = CorridorEnv(seed=3)
rng = np.random.default_rng(3)
logit = 1.0
for episode in range(5):
    rewards = run_episode(env, logit, rng)
    returns = discounted_returns(rewards, 0.99)
    baseline = float(returns.mean())
    logit += 0.1 * baseline
    print(episode, len(rewards), round(float(returns[0]), 3))
