import jax
import numpy as np

from pipeline import AugmentationPipeline

EPOCHS, BATCHES_PER_EPOCH, BATCH, SAMPLES = 5, 3, 8, 4000


def main():
    rng = np.random.default_rng(0)
    pipeline = AugmentationPipeline()
    key = jax.random.PRNGKey(0)
    t = np.arange(SAMPLES) / 8000
    for epoch in range(EPOCHS):
        pipeline.set_epoch(epoch)
        levels = []
        for _ in range(BATCHES_PER_EPOCH):
            clean = np.sin(2 * np.pi * rng.uniform(100, 400, (BATCH, 1)) * t).astype(np.float32)
            noise = rng.standard_normal((BATCH, SAMPLES)).astype(np.float32)
            key, sub = jax.random.split(key)
            levels.append(float(np.asarray(pipeline(sub, clean, noise)).std()))
        print(f"epoch {epoch} snr_low {pipeline.settings['snr_low']:.1f} dB mean level {np.mean(levels):.3f}")


if __name__ == "__main__":
    main()
