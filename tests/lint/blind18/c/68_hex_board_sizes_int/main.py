import numpy as np

from evaluate import spot_check
from features import rollout_features
from games import random_position

TRAIN_SIZES = [5, 7]


def main():
    rng = np.random.default_rng(0)
    for it in range(4):
        size = TRAIN_SIZES[it % len(TRAIN_SIZES)]
        moves, players = random_position(rng, size)
        planes = rollout_features(moves, players, size=size)
        print(f"iter {it} size {size} stones {float(planes[:2].sum())}")
    print("spot check", spot_check(rng, TRAIN_SIZES))


if __name__ == "__main__":
    main()
