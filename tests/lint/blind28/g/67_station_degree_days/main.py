import numpy as np

from blend import weighted_temperature, degree_days
from feeds import station_matrix

WEIGHTS = np.array([0.4, 0.2, 0.25, 0.15], dtype=np.float32)


def main():
    rng = np.random.default_rng(101)
    for day in range(7):
        temps, ok = station_matrix(rng, day)
        t = weighted_temperature(WEIGHTS, temps, ok)
        hdd, cdd = degree_days(t)
        print(day, int(ok.sum()), round(float(hdd), 2), round(float(cdd), 2))


if __name__ == "__main__":
    main()
