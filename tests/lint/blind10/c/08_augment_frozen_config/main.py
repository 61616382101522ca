import jax
import numpy as np

from pipeline import Augmenter

WINDOW = 32
N_CHANNELS = 3


def sliding_windows(series, window, stride):
    idx = np.arange(0, len(series) - window + 1, stride)[:, None] + np.arange(window)[None, :]
    return series[idx]


def main():
    rng = np.random.default_rng(0)
    series = np.cumsum(rng.normal(size=(2048, N_CHANNELS)), axis=0).astype(np.float32)
    windows = sliding_windows(series, WINDOW, stride=15)
    train_batches = np.array_split(windows[: 4 * 32], 4)
    val_batch = windows[-32:]

    augmenter = Augmenter()
    key = jax.random.PRNGKey(0)
    for epoch in range(6):
        augmenter.train()
        total = 0.0
        for batch in train_batches:
            key, sub = jax.random.split(key)
            total += float(augmenter(batch, sub).mean())
        augmenter.eval()
        val = float(augmenter(val_batch, key).mean())
        print(f"epoch {epoch} train_mean={total / len(train_batches):.3f} val_mean={val:.3f}")


if __name__ == "__main__":
    main()
