import numpy as np

from pipeline import AugmentedLoader


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(40, 8, 8, 3)).astype(np.float32)
    loader = AugmentedLoader(images, batch_size=8, brightness=0.3, saturation=0.4)
    for i, batch in enumerate(loader):
        print(f"batch {i}: {batch.shape} mean {float(batch.mean()):.3f}")


if __name__ == "__main__":
    main()
