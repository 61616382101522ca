import jax
import numpy as np

from agent import Agent

OBS_DIM, N_ACT, N_ENVS = 3, 2, 4


def main():
    agent = Agent(OBS_DIM, N_ACT, jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    for ep in range(3):
        carry = agent.initial_carry(N_ENVS)
        total = 0
        for t in range(6):
            obs = rng.normal(size=(N_ENVS, OBS_DIM)).astype(np.float32)
            carry, actions = agent.act(obs, carry)
            total += int(actions.sum())
        print(ep, total)


if __name__ == "__main__":
    main()
