import dataclasses

import jax
import numpy as np

from qnet import QAgent, learn
from replay import ReplayBuffer

OBS_DIM, N_ACTIONS = 3, 2


def fill_random(buffer, rng, n):
    for _ in range(n):
        obs = rng.normal(size=OBS_DIM).astype(np.float32)
        action = int(rng.integers(N_ACTIONS))
        reward = float(obs[0] * (1 if action else -1))
        buffer.add(obs, action, reward, rng.normal(size=OBS_DIM).astype(np.float32), rng.uniform() < 0.1)


def main():
    rng = np.random.default_rng(0)
    buffer = ReplayBuffer(1000, OBS_DIM)
    fill_random(buffer, rng, 256)
    agent = QAgent.create(jax.random.PRNGKey(0), OBS_DIM, N_ACTIONS)
    for it in range(6):
        agent, loss = learn(agent, buffer.sample(64))
        agent = dataclasses.replace(agent, num_updates=agent.num_updates + 1)
        print(f"update {agent.num_updates} td loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
