import numpy as np

from scaler import StreamingScaler


def sensor_batches(rng, n, size=32):
    for _ in range(n):
        yield rng.normal([20.0, 0.5, 1000.0], [2.0, 0.1, 50.0], (size, 3)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    scaler = StreamingScaler()
    for b, batch in enumerate(sensor_batches(rng, 5)):
        scaler.partial_fit(batch)
        z = np.asarray(scaler.transform(batch))
        print(f"batch {b}: seen {scaler.n_seen}, |z| max {np.abs(z).max():.2f}")


if __name__ == "__main__":
    main()
