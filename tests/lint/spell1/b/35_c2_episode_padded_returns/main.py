import jax.numpy as jnp
import numpy as np

from agent import discounted_returns, policy_prob
from env import CartLine


def run_episode(env, params, rng):
    obs, done = env.reset(), False
    rewards = np.zeros(env.max_steps, np.float32)
    valid = np.zeros(env.max_steps, np.float32)
    t = 0
    while not done:
        p = float(policy_prob(params, obs))
        action = int(rng.uniform() < p)
        obs, reward, done = env.step(action)
        rewards[t], valid[t] = reward, 1.0
        t += 1
    return t, rewards, valid


def main():
    env = CartLine(seed=1)
    rng = np.random.default_rng(0)
    params = jnp.zeros(2)
    for episode in range(6):
        length, rewards, valid = run_episode(env, params, rng)
        advantages = discounted_returns(rewards, valid)
        print(f"episode {episode}: length {length}, adv[0]={float(advantages[0]):.3f}")


if __name__ == "__main__":
    main()
