import numpy as np

from agent import DQNAgent
from schedules import LinearDecay


def main():
    rng = np.random.default_rng(0)
    agent = DQNAgent(obs_dim=4, n_actions=3, schedule=LinearDecay(decay_steps=5))
    actions = []
    for t in range(8):
        obs = rng.normal(size=4).astype(np.float32)
        actions.append(agent.act(obs))
    print("actions:", actions)


if __name__ == "__main__":
    main()
