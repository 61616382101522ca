import numpy as np

from normalizer import RunningObsNormalizer, normalize_batch

NUM_ENVS, OBS_DIM = 16, 6


def main():
    rng = np.random.default_rng(0)
    normalizer = RunningObsNormalizer(OBS_DIM)
    scale = rng.uniform(0.5, 10.0, OBS_DIM).astype(np.float32)
    for step in range(6):
        obs = (rng.normal(size=(NUM_ENVS, OBS_DIM)) * scale + 3.0).astype(np.float32)
        normed = normalize_batch(normalizer, obs)
        print(f"step {step}: seen {normalizer.count} obs, normalised std {float(normed.std()):.3f}")


if __name__ == "__main__":
    main()
