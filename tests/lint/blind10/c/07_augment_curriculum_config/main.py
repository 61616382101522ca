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
    batches = np.array_split(windows[: 4 * 32], 4)

    augmenter = Augmenter()
    key = jax.random.PRNGKey(0)
    for epoch in range(3):
        augmenter.start_epoch(epoch)
        total = 0.0
        for batch in batches:
            key, sub = jax.random.split(key)
            total += float(augmenter(batch, sub).mean())
        print(f"epoch {epoch} drop={augmenter.cfg.drop_prob} mean={total / len(batches):.3f}")


if __name__ == "__main__":
    main()
