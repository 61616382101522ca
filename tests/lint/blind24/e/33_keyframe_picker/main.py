import numpy as np

from keyframes import keyframes_for

MAX_FRAMES = 240


def clip_features(rng, n_frames):
    feats = np.zeros((MAX_FRAMES, 16), np.float32)
    feats[:n_frames] = np.cumsum(rng.standard_normal((n_frames, 16)), axis=0)
    return feats[:n_frames]


def main():
    rng = np.random.default_rng(0)
    for n in [96, 240, 120, 200]:
        idx = keyframes_for(clip_features(rng, n))
        print(n, np.asarray(idx).tolist())


if __name__ == "__main__":
    main()
