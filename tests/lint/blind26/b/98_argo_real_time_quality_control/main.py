import numpy as np

from qc import RealtimeQC


def daily_profiles(day, rng, n_floats=32, n_levels=70):
    pres = np.tile(np.linspace(5, 2000, n_levels), (n_floats, 1)).astype(np.float32)
    temp = 3 + 17 * np.exp(-pres / 300) + rng.normal(0, 0.05, pres.shape)
    hits = rng.integers(0, n_floats, 3)
    temp[hits, rng.integers(1, n_levels - 1, 3)] += 12.0
    return temp.astype(np.float32), pres


def main():
    rng = np.random.default_rng(0)
    qc = RealtimeQC()
    for day in range(6):
        temp, pres = daily_profiles(day, rng)
        flags = np.asarray(qc.run(temp, pres))
        print(f"day {day}: {int(flags.sum())} levels flagged in {int(flags.any(1).sum())} profiles")


if __name__ == "__main__":
    main()
