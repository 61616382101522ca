import numpy as np

from norm import batch_stats, normalise_fundus


def camera_batches(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        tint = rng.uniform(0.3, 0.7, size=3)
        yield (rng.uniform(size=(8, 32, 32, 3)) * tint).astype(np.float32)


def main():
    for i, batch in enumerate(camera_batches(4)):
        mean, std = batch_stats(batch)
        out = normalise_fundus(batch, mean=mean, std=std)
        print(i, mean, round(float(out.std()), 3))


if __name__ == "__main__":
    main()
