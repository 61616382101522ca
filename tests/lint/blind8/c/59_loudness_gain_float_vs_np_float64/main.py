import numpy as np

from audio import frame_and_scale, loudness_gain


def clips(n, length=1600, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        level = 0.0 if i % 3 == 1 else rng.uniform(0.05, 0.5)
        yield (level * rng.normal(size=length)).astype(np.float32)


def main():
    feats = []
    for wave in clips(6):
        spec = frame_and_scale(wave, loudness_gain(wave))
        feats.append(np.asarray(spec).mean())
    print("mean log-spectrum per clip:", np.round(feats, 3))


if __name__ == "__main__":
    main()
