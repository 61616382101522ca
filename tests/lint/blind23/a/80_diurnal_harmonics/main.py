import numpy as np

from diurnal import diurnal_harmonics
from ingest import irregular_reports, to_hourly


def main():
    rng = np.random.default_rng(0)
    for station in range(8):
        t, temp = irregular_reports(rng)
        mean, amp = diurnal_harmonics(to_hourly(t, temp))
        print(station, len(t), round(float(mean), 2), round(float(amp), 2))


if __name__ == "__main__":
    main()
