import numpy as np

from pipeline import AugmentedStream


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(64, 12, 12)).astype(np.float32)
    stream = AugmentedStream(images, batch_size=8, warmup_batches=3)
    for i, batch in enumerate(stream):
        print(f"batch {i}: mean={float(batch.mean()):.4f} std={float(batch.std()):.4f}")


if __name__ == "__main__":
    main()
