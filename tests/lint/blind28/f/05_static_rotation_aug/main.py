import numpy as np

from augment import rotate_hand


def sample_params(rng):
    return float(rng.uniform(-15, 15)), float(np.round(rng.uniform(0.9, 1.1), 2))


def main():
    rng = np.random.default_rng(7)
    clips = rng.normal(size=(16, 30, 21, 2)).astype(np.float32)
    out = []
    for i in range(0, 16, 4):
        angle, scale = sample_params(rng)
        out.append(np.asarray(rotate_hand(clips[i : i + 4], angle_deg=angle, scale=scale)))
    aug = np.concatenate(out)
    print(aug.shape, float(np.abs(aug - clips).mean()))


if __name__ == "__main__":
    main()
