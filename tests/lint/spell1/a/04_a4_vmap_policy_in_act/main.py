import jax
import numpy as np

from agent import PolicyAgent
from env import BatchedCartPole


def rollout(agent, env, key, max_steps):
    obs = env.reset()
    total, t = 0.0, 0
    while t < max_steps:
        key, sub = jax.random.split(key)
        actions = np.asarray(agent.act(obs, sub))
        obs, reward, done = env.step(actions)
        total += float(reward.sum())
        t += 1
        if done.all():
            break
    return total, t


if __name__ == "__main__":
    agent = PolicyAgent(jax.random.PRNGKey(0), obs_dim=4, n_actions=2)
    env = BatchedCartPole(num_envs=8)
    ret, steps = rollout(agent, env, jax.random.PRNGKey(1), max_steps=6)
    print(f"return {ret:.1f} over {steps} steps")
