import numpy as np

from cleaning import despike
from stats import extreme_value_fit


def hourly_strain(hour, rng, n=3600):
    x = rng.gumbel(40, 8, n)
    spikes = rng.choice(n, size=rng.integers(0, 6), replace=False)
    x[spikes] += rng.choice([-1, 1], spikes.size) * 900
    return x.astype(np.float32)


def main():
    rng = np.random.default_rng(17)
    for hour in range(10):
        x = despike(hourly_strain(hour, rng))
        level = extreme_value_fit(x)
        print(f"hour {hour}: {x.size} samples kept, return level {float(level):.1f} ue")


if __name__ == "__main__":
    main()
