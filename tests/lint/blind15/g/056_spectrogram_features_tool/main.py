import numpy as np

from config import EVAL_STFT, TRAIN_STFT
from spectral import spectrogram_fn


def fake_batch(rng, n=8, length=1024):
    t = np.arange(length) / 1000.0
    f = rng.uniform(20, 200, size=(n, 1))
    return (np.sin(2 * np.pi * f * t) + 0.2 * rng.standard_normal((n, length))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for epoch in range(4):
        train_feats = spectrogram_fn(**TRAIN_STFT)(fake_batch(rng))
        eval_feats = spectrogram_fn(**EVAL_STFT)(fake_batch(rng))
        print(f"epoch {epoch} train {train_feats.shape} eval {eval_feats.shape} "
              f"mean {float(train_feats.mean()):.3f}/{float(eval_feats.mean()):.3f}")


if __name__ == "__main__":
    main()
