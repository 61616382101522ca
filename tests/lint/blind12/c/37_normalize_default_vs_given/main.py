import numpy as np

from preprocess import fit_scaler, robust_scale

CLIP = 5.0


def stream(rng, n_batches, rows=64, cols=6):
    for _ in range(n_batches):
        yield rng.standard_t(3, size=(rows, cols)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    train = rng.standard_t(3, size=(512, 6)).astype(np.float32)
    center, scale = fit_scaler(train)
    train_scaled = robust_scale(train[:64], center, scale)
    print("train range", float(train_scaled.min()), float(train_scaled.max()))
    for batch in stream(rng, 5):
        out = robust_scale(batch, center, scale, CLIP)
    print("last batch mean", np.asarray(out).mean(0).round(3))


if __name__ == "__main__":
    main()
