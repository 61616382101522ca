import numpy as np

from deseason import seasonal_strength
from period import dominant_period


def metric_streams(rng, n=5, length=240):
    t = np.arange(length)
    periods = [24, None, 12, None, 24]
    for p in periods[:n]:
        x = rng.normal(0, 1, length)
        if p:
            x += 3 * np.sin(2 * np.pi * t / p)
        yield x.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for i, x in enumerate(metric_streams(rng)):
        period = dominant_period(x)
        print(f"stream {i}: period {period} strength {float(seasonal_strength(x, period)):.2f}")


if __name__ == "__main__":
    main()
