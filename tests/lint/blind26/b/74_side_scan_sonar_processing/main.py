import numpy as np

from sonar import SidescanProcessor


def pings(n, n_samples, seed=0):
    rng = np.random.default_rng(seed)
    r = np.arange(n_samples)
    for k in range(n):
        echo = np.exp(-r / 400) * (1 + 0.5 * (np.abs(r - 300 - 5 * k) < 10)) * rng.rayleigh(1, n_samples)
        yield k, echo.astype(np.float32)


def main():
    proc = SidescanProcessor(1024)
    rows = [np.asarray(proc.process(p)) for _, p in pings(8, 1024)]
    mosaic = np.stack(rows)
    print("mosaic shape", mosaic.shape, "target column", int(np.argmax(mosaic[:, 200:].mean(0))) + 200)


if __name__ == "__main__":
    main()
