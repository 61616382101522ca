import numpy as np

from returns import discounted_returns
from selfplay import collect


def main():
    rng = np.random.default_rng(0)
    dataset = []
    for episode, (rewards, length) in enumerate(collect(rng, 6)):
        g = np.asarray(discounted_returns(rewards, 0.97))[:length]
        dataset.append(g)
        print(f"episode {episode} length {length} return {g[0]:.3f}")


if __name__ == "__main__":
    main()
