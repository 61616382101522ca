import numpy as np

from augment import augment
from pipeline import AugmentedStream


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(64, 12, 12)).astype(np.float32)
    stream = AugmentedStream(images, batch_size=8, warmup_batches=3, augment_fn=augment)
    for epoch in range(2):
        stats = [(float(b.mean()), float(b.std())) for b in stream]
        print(f"epoch {epoch}: " + " ".join(f"{m:.3f}/{s:.3f}" for m, s in stats))


if __name__ == "__main__":
    main()
