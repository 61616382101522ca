import numpy as np

from normalizer import RunningNormalizer, update_and_normalize


def feature_stream(rng, n_batches, dim=5):
    drift = np.linspace(0, 2, n_batches)
    for i in range(n_batches):
        yield (rng.normal(loc=drift[i], size=(64, dim))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    norm = RunningNormalizer.create(5)
    for batch in feature_stream(rng, 6):
        norm, normalized = update_and_normalize(norm, batch)
    print("updates", int(norm.n_updates), "mean", np.asarray(norm.mean).round(2))


if __name__ == "__main__":
    main()
