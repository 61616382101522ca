import numpy as np

from analysis import monthly_tidal_analysis
from monthly import month_of_hourly_levels


def main():
    rng = np.random.default_rng(0)
    for month in range(1, 13):
        t, eta = month_of_hourly_levels(2023, month, rng)
        amp, rs = monthly_tidal_analysis(t, eta)
        print(f"2023-{month:02d}: M2 {float(amp[0]):.3f} m, S2 {float(amp[1]):.3f} m, residual sd {float(rs):.3f} m")


if __name__ == "__main__":
    main()
