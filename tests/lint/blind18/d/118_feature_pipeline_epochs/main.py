import numpy as np

from pipeline import feature_batches

BATCH, LEN = 4, 2048


def main():
    rng = np.random.default_rng(0)
    clips = rng.standard_normal((3 * BATCH, LEN)).astype(np.float32)
    for epoch in range(4):
        energy = [float(f.mean()) for f in feature_batches(clips, BATCH)]
        print(epoch, np.round(energy, 3))


if __name__ == "__main__":
    main()
