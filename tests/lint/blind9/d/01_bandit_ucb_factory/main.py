import jax.numpy as jnp
import numpy as np

from bandits.env import BernoulliBandit
from bandits.policies import make_ucb_scorer

EXPLORATION = 0.5
ROUNDS = 6
PULLS_PER_ROUND = 4


class UCBAgent:
    def __init__(self, num_arms):
        self.sums = np.zeros(num_arms, dtype=np.float32)
        self.counts = np.zeros(num_arms, dtype=np.float32)
        self.t = 1

    def play_round(self, bandit, pulls):
        score = make_ucb_scorer(EXPLORATION)
        means = self.sums / np.maximum(self.counts, 1.0)
        scores = score(jnp.asarray(means), jnp.asarray(self.counts), jnp.float32(self.t))
        arm = int(jnp.argmax(scores))
        for _ in range(pulls):
            self.sums[arm] += bandit.pull(arm)
            self.counts[arm] += 1
            self.t += 1
        return arm


def main():
    bandit = BernoulliBandit([0.2, 0.5, 0.35, 0.7])
    agent = UCBAgent(bandit.num_arms)
    history = []
    for _ in range(ROUNDS):
        history.append(agent.play_round(bandit, PULLS_PER_ROUND))
    print("arms played:", history)
    print("empirical means:", np.round(agent.sums / np.maximum(agent.counts, 1), 3))


if __name__ == "__main__":
    main()
