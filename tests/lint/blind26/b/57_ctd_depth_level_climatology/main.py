import numpy as np

from accum import RunningClimatology

LEVELS = np.array([0, 10, 20, 30, 50, 75, 100, 150, 200, 300], np.float32)


def casts(n, seed=0):
    rng = np.random.default_rng(seed)
    for k in range(n):
        season = np.sin(2 * np.pi * k / 24)
        yield (4 + (14 + 3 * season) * np.exp(-LEVELS / 80) + rng.normal(0, 0.3, LEVELS.size)).astype(np.float32)


def main():
    clim = RunningClimatology(LEVELS.size)
    for i, cast in enumerate(casts(48)):
        clim.add(cast)
    for z, m, s in zip(LEVELS, np.asarray(clim.mean), np.asarray(clim.std)):
        print(f"{z:5.0f} m: {m:6.2f} +/- {s:.2f} C")


if __name__ == "__main__":
    main()
