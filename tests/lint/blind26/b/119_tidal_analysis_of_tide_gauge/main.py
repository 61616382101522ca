import numpy as np

from analysis import window_tidal_fit
from windows import analysis_windows, year_of_hourly_levels


def main():
    rng = np.random.default_rng(0)
    t, eta = year_of_hourly_levels(rng)
    for day0, tw, ew in analysis_windows(t, eta):
        amp, msl = window_tidal_fit(tw, ew)
        print(f"day {day0:3d}: M2 {float(amp[0]):.3f} m, O1 {float(amp[4]):.3f} m, MSL {float(msl):+.3f} m")


if __name__ == "__main__":
    main()
