import jax
import numpy as np

from agent import QAgent, act_batch
from gridworld import BatchedGrid


def main():
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    agent = QAgent(obs_dim=4, num_actions=4, key=init_key)
    env = BatchedGrid(num_envs=16)
    for episode in range(5):
        total = 0.0
        for _ in range(10):
            key, sub = jax.random.split(key)
            actions = np.asarray(act_batch(agent, env.obs(), sub))
            total += env.step(actions).sum()
        agent = agent.decayed()
        print(f"episode {episode} eps {agent.epsilon:.3f} reward {total}")


if __name__ == "__main__":
    main()
