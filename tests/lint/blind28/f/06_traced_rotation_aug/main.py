import numpy as np

from augment import HandAugmenter


def main():
    rng = np.random.default_rng(7)
    clips = rng.normal(size=(16, 30, 21, 2)).astype(np.float32)
    aug = HandAugmenter(max_angle=20.0)
    out = [np.asarray(aug(clips[i : i + 4])) for i in range(0, 16, 4)]
    res = np.concatenate(out)
    print(res.shape, float(np.abs(res - clips).mean()))


if __name__ == "__main__":
    main()
