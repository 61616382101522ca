import numpy as np

from soundspeed import sound_speed_profile

N = 100


def climatology(season):
    z = np.linspace(0, 1000, N).astype(np.float32)
    sst = {"winter": 12.0, "summer": 22.0}[season]
    temp = (4 + (sst - 4) * np.exp(-z / 200)).astype(np.float32)
    sal = (35.0 - 0.3 * np.exp(-z / 300)).astype(np.float32)
    return {"depth": z, "temp": temp, "sal": sal}


def observed(rng):
    prof = climatology("summer")
    prof = {k: v + rng.normal(0, 0.05, N).astype(np.float32) if k != "depth" else v for k, v in prof.items()}
    return prof


def main():
    rng = np.random.default_rng(1)
    for season in ["winter", "summer"]:
        c = np.asarray(sound_speed_profile(climatology(season)))
        print(f"{season}: SOFAR axis near {climatology(season)['depth'][c.argmin()]:.0f} m, c_min {c.min():.1f} m/s")
    for k in range(3):
        prof = observed(rng)
        c = np.asarray(sound_speed_profile(prof))
        print(f"XBT {k}: surface c {c[0]:.1f} m/s")


if __name__ == "__main__":
    main()
