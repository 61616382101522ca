import numpy as np

from mixup import MixupCollator


def batches(n, bs=16, dim=10, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield rng.normal(size=(bs, dim)).astype(np.float32), rng.integers(0, 4, size=bs)


def main():
    collate = MixupCollator(n_classes=4)
    for i, (x, y) in enumerate(batches(8)):
        xm, ym = collate(x, y)
        print(f"batch {i}: max label weight {float(ym.max(axis=1).mean()):.3f}")


if __name__ == "__main__":
    main()
