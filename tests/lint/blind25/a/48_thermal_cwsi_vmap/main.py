import numpy as np

from stress import cwsi_per_plant


def thermal_flights(n=6, n_plants=500, seed=3):
    rng = np.random.default_rng(seed)
    for f in range(n):
        air = float(rng.uniform(26, 34))
        vpd = float(rng.uniform(1.5, 3.5))
        canopy = (air + rng.normal(0.5, 1.5, n_plants)).astype(np.float32)
        yield f, canopy, air, vpd


def main():
    for f, canopy, air, vpd in thermal_flights():
        cwsi = cwsi_per_plant(canopy, air, vpd)
        print(f"flight {f}: air {air:.1f} C, mean CWSI {float(cwsi.mean()):.2f}, stressed {int((cwsi > 0.6).sum())}")


if __name__ == "__main__":
    main()
