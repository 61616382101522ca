import numpy as np

from norm import StreamingStandardizer, standardize_batch

N_FEATURES = 6


def feature_stream(rng, n_batches, rows=64):
    drift = 0.0
    for _ in range(n_batches):
        drift += 0.1
        yield (rng.normal(size=(rows, N_FEATURES)) * 2.0 + 5.0 + drift).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    standardizer = StreamingStandardizer(N_FEATURES)
    for rows in feature_stream(rng, 6):
        out = standardize_batch(standardizer, rows)
        seen = int(standardizer.batches_seen.value)
        print(f"batches={seen} mean={np.asarray(standardizer.mean.value)[:2]} out_std={float(out.std()):.3f}")


if __name__ == "__main__":
    main()
