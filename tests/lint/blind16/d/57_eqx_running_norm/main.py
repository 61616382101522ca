import numpy as np

from normalizer import RunningNorm, update_and_normalize

OBS, NUM_ENVS = 3, 8


def main():
    rng = np.random.default_rng(0)
    norm = RunningNorm.create(OBS)
    for step in range(6):
        obs = (rng.normal(size=(NUM_ENVS, OBS)) * [1.0, 5.0, 0.1] + [0.0, 2.0, -1.0]).astype(np.float32)
        norm, normed = update_and_normalize(norm, obs)
    print(np.asarray(norm.mean).round(2), np.asarray(normed.std(0)).round(2))


if __name__ == "__main__":
    main()
