import numpy as np

from detector import zscore_flags

SUBSTATIONS = {"north": 30, "south": 30, "east": 30, "west": 30}


def pmu_stream(rng, n=600):
    f = 50.0 + 0.01 * rng.standard_normal(n)
    k = rng.integers(200, 400)
    f[k:] -= 0.15  # generator trip
    return f.astype(np.float32)


def main():
    rng = np.random.default_rng(5)
    for name, win in SUBSTATIONS.items():
        f = pmu_stream(rng)
        z = np.asarray(zscore_flags(f, window=win))
        print(name, int(np.argmax(z[win:-win])) + win, float(z.max()))


if __name__ == "__main__":
    main()
