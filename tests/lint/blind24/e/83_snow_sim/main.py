import numpy as np

from shots import SHOT_ENV
from sim import simulate_snow


def main():
    rng = np.random.default_rng(0)
    pos0 = rng.uniform(0, 1, (64, 2)).astype(np.float32)
    vel0 = np.zeros((64, 2), np.float32)
    for shot, env in SHOT_ENV.items():
        path = np.asarray(simulate_snow(pos0, vel0, env))
        print(shot, np.round(path[-1].mean(axis=0), 3).tolist())


if __name__ == "__main__":
    main()
