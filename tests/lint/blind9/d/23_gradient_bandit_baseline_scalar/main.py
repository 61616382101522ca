import numpy as np

from agents import GradientBandit

STEPS = 8


class GaussianArms:
    def __init__(self, means, seed=0):
        self.means = np.asarray(means)
        self.rng = np.random.default_rng(seed)

    def sample(self, arm):
        return self.means[arm] + self.rng.standard_normal()


def main():
    env = GaussianArms([0.2, -0.4, 1.1, 0.5])
    agent = GradientBandit(n_arms=4)
    rng = np.random.default_rng(1)
    for t in range(STEPS):
        probs = np.asarray(agent.policy(), dtype=np.float64)
        arm = int(rng.choice(4, p=probs / probs.sum()))
        agent.update(arm, np.float32(env.sample(arm)))
    print("final policy:", np.round(np.asarray(agent.policy()), 3))
    print("baseline:", round(float(agent.baseline), 3))


if __name__ == "__main__":
    main()
