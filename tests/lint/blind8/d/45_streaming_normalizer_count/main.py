import numpy as np

from stats import RunningNormalizer

N_FEATURES = 6
BATCH = 32


def sensor_stream(n_batches, seed=0):
    rng = np.random.default_rng(seed)
    scale = np.array([1.0, 5.0, 0.1, 20.0, 2.0, 0.5])
    for _ in range(n_batches):
        x = (rng.normal(size=(BATCH, N_FEATURES)) * scale + 3.0).astype(np.float32)
        valid = rng.uniform(size=BATCH) > 0.1  # dropped packets
        yield x, valid


def main():
    norm = RunningNormalizer(N_FEATURES)
    for i, (x, valid) in enumerate(sensor_stream(6)):
        norm.update(x, valid)
        print(f"batch {i}: n={int(norm.count)} mean[1]={float(norm.mean[1]):.3f} std[3]={float(norm.std[3]):.3f}")


if __name__ == "__main__":
    main()
