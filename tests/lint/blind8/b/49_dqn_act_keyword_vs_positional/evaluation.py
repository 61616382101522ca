import jax
import numpy as np

from qnet import epsilon_greedy


def evaluate(params, env, key, episodes=2, epsilon=0.05):
    returns = []
    for _ in range(episodes):
        obs, total = env.reset(), 0.0
        for _ in range(5):
            key, sub = jax.random.split(key)
            actions = epsilon_greedy(params, obs, key=sub, epsilon=epsilon)
            obs, rewards = env.step(np.asarray(actions))
            total += rewards.mean()
        returns.append(total)
    return float(np.mean(returns))
