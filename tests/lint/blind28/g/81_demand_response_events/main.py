import numpy as np

from peaks import peak_window_energy
from programs import PROGRAMS, event_hours


def main():
    rng = np.random.default_rng(190)
    tariff_table = {"ci_curtail": np.array([1, 1, 1, 1, 0, 0])}
    for day in range(2):
        load = (1000 + 300 * np.sin(np.linspace(0, 2 * np.pi, 24)) + 20 * rng.standard_normal(24)).astype(np.float32)
        for prog in PROGRAMS:
            e, floor = peak_window_energy(load, n_peak_hours=event_hours(prog, tariff_table))
            print(day, prog, round(float(e), 1))


if __name__ == "__main__":
    main()
