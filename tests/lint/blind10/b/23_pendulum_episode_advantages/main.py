import jax.numpy as jnp
import numpy as np

from agent import linear_policy, masked_returns, pad_episode
from env import BalanceEnv

GAMMA = 0.98


def rollout(env, w, rng):
    obs = env.reset()
    rewards = []
    done = False
    while not done:
        obs, r, done = env.step(linear_policy(w, obs, rng))
        rewards.append(r)
    return np.asarray(rewards, dtype=np.float32)


def evaluate_policy(n_episodes=6):
    env = BalanceEnv(max_steps=200, seed=3)
    rng = np.random.default_rng(4)
    w = np.array([-4.0, -1.0], dtype=np.float32)
    for ep in range(n_episodes):
        rewards = rollout(env, w, rng)
        padded, mask = pad_episode(rewards, env.max_steps)
        adv = masked_returns(jnp.asarray(padded), jnp.asarray(mask), GAMMA)
        print(f"episode {ep}: length {len(rewards):3d} first advantage {float(adv[0]):+.3f}")


if __name__ == "__main__":
    evaluate_policy()
