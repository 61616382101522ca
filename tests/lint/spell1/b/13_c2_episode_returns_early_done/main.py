import jax.numpy as jnp
import numpy as np

from agent import discounted_returns, policy_prob
from env import CartLine


def run_episode(env, params, rng):
    obs, done = env.reset(), False
    observations, rewards = [], []
    while not done:
        p = float(policy_prob(params, obs))
        action = int(rng.uniform() < p)
        observations.append(obs)
        obs, reward, done = env.step(action)
        rewards.append(reward)
    return np.stack(observations), jnp.array(rewards)


def main():
    env = CartLine(seed=1)
    rng = np.random.default_rng(0)
    params = jnp.zeros(2)
    for episode in range(6):
        obs, rewards = run_episode(env, params, rng)
        advantages = discounted_returns(rewards)
        print(f"episode {episode}: length {len(rewards)}, adv[0]={float(advantages[0]):.3f}")


if __name__ == "__main__":
    main()
