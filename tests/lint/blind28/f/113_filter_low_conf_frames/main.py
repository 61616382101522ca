import numpy as np

from cleaning import drop_untracked
from features import trajectory_summary


def main():
    rng = np.random.default_rng(0)
    for clip in range(5):
        frames = rng.normal(size=(30, 21, 3)).astype(np.float32)
        conf = rng.random(30)
        kept = drop_untracked(frames, conf)
        print(clip, kept.shape[0], np.round(np.asarray(trajectory_summary(kept)), 3))


if __name__ == "__main__":
    main()
