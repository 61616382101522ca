import jax.numpy as jnp
import numpy as np

from agent import discounted_returns, linear_policy
from env import BalanceEnv

GAMMA = 0.98


def collect_episode(env, w, rng):
    obs = env.reset()
    observations, rewards = [], []
    done = False
    while not done:
        a = linear_policy(w, obs, rng)
        observations.append(obs)
        obs, r, done = env.step(a)
        rewards.append(r)
    return np.stack(observations), np.asarray(rewards, dtype=np.float32)


def evaluate_policy(n_episodes=6):
    env = BalanceEnv(seed=3)
    rng = np.random.default_rng(4)
    w = np.array([-4.0, -1.0], dtype=np.float32)
    for ep in range(n_episodes):
        obs, rewards = collect_episode(env, w, rng)
        adv = discounted_returns(jnp.asarray(rewards), GAMMA)
        print(f"episode {ep}: length {len(rewards):3d} first advantage {float(adv[0]):+.3f}")


if __name__ == "__main__":
    evaluate_policy()
