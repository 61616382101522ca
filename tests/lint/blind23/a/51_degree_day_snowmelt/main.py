import numpy as np

from hydrology import run_catchment


def main():
    rng = np.random.default_rng(0)
    days = np.arange(120)
    forcing = []
    for d in days:
        temp = (-8 + 0.15 * d + rng.normal(0, 2, size=20)).astype(np.float32)
        precip = rng.gamma(0.5, 3.0, size=20).astype(np.float32)
        forcing.append((precip, temp))
    swe, runoff = run_catchment(forcing, {"ddf": 3.0, "t_snow": 1.0}, np.zeros(20, np.float32))
    print(float(swe.mean()), sum(runoff))


if __name__ == "__main__":
    main()
