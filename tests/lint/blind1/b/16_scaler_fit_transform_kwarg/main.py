import numpy as np

from prep.scaling import RobustScaler


def read_partitions(n_parts=4, rows=40, cols=5, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_parts):
        yield rng.standard_t(3, size=(rows, cols)).astype(np.float32)


def main():
    parts = iter(read_partitions())
    scaler = RobustScaler()
    ref = scaler.fit_transform(next(parts))
    print("reference partition:", float(ref.mean()), float(ref.std()))
    for i, part in enumerate(parts, start=1):
        scaled = scaler.transform(part)
        print(f"partition {i}: mean={float(scaled.mean()):+.3f} std={float(scaled.std()):.3f}")


if __name__ == "__main__":
    main()
