import numpy as np

from pco2 import underway_pco2_correction


def underway_hours(rng, n=12, per_hour=60):
    hours = np.arange(n)
    for h in hours:
        sst = (18 + rng.normal(0, 0.1, per_hour)).astype(np.float32)
        t_equ = sst + np.float32(0.3)
        xco2 = (390 + rng.normal(0, 2, per_hour)).astype(np.float32)
        solar_elev = np.sin(2 * np.pi * (h - 6) / 24)
        yield h, xco2, sst, t_equ, solar_elev


def main():
    rng = np.random.default_rng(0)
    night_override = {3, 4}
    for h, xco2, sst, t_equ, elev in underway_hours(rng):
        daylight = False if h in night_override else elev > 0
        pco2 = underway_pco2_correction(xco2, sst, t_equ, np.float32(1.0), daylight)
        print(f"hour {h:2d}: pCO2 {float(pco2.mean()):.1f} uatm")


if __name__ == "__main__":
    main()
