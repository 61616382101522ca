import numpy as np

from norm import dataset_stats, standardise


def slit_lamp_batches(n, seed=0):
    rng = np.random.default_rng(seed)
    return [(rng.uniform(size=(8, 24, 24, 3)) * rng.uniform(0.3, 0.7, size=3)).astype(np.float32) for _ in range(n)]


def main():
    batches = slit_lamp_batches(5)
    mean, std = dataset_stats(batches)
    for epoch in range(2):
        for i, b in enumerate(batches):
            out = standardise(b, mean=mean, std=std)
        print(epoch, mean, round(float(out.mean()), 3))


if __name__ == "__main__":
    main()
