import numpy as np

from pipeline import preprocess


def main():
    rng = np.random.default_rng(2)
    clips = rng.normal(size=(6, 32, 21, 3)).astype(np.float32)
    for i, clip in enumerate(clips):
        sm = np.asarray(preprocess(clip))
        print(i, float(np.abs(np.diff(sm, axis=0)).mean()))


if __name__ == "__main__":
    main()
