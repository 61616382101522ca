import numpy as np


def collect_episode(env, policy_fn):
    obs = env.reset()
    observations, actions, rewards = [], [], []
    done = False
    while not done:
        a = policy_fn(obs)
        next_obs, r, done = env.step(a)
        observations.append(obs)
        actions.append(a)
        rewards.append(r)
        obs = next_obs
    return (
        np.stack(observations),
        np.asarray(actions, np.float32),
        np.asarray(rewards, np.float32),
    )
