import numpy as np

from preprocessing import normalize_clip


def main():
    rng = np.random.default_rng(0)
    for i in range(6):
        clip = rng.normal(size=(30, 21, 3)).astype(np.float32)
        out = normalize_clip(clip)
        print(i, float(out[:, 9].std()))


if __name__ == "__main__":
    main()
