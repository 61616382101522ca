import jax
import numpy as np

from policy import sample_action


def random_walk_env_step(obs, action, rng):
    drift = np.where(action == 1, 0.1, -0.1).astype(np.float32)
    next_obs = obs + drift[:, None] + 0.05 * rng.normal(size=obs.shape).astype(np.float32)
    reward = -np.abs(next_obs).mean(1)
    return next_obs.astype(np.float32), reward


def collect(params, key, obs, rng, steps):
    total = 0.0
    for _ in range(steps):
        key, sub = jax.random.split(key)
        action = np.asarray(sample_action(params, obs, sub))
        obs, reward = random_walk_env_step(obs, action, rng)
        total += reward.mean()
    return obs, key, total / steps


def evaluate(params, key, obs, rng, steps, temperature):
    total = 0.0
    for _ in range(steps):
        key, sub = jax.random.split(key)
        action = np.asarray(sample_action(params, obs, sub, temperature=temperature))
        obs, reward = random_walk_env_step(obs, action, rng)
        total += reward.mean()
    return total / steps
