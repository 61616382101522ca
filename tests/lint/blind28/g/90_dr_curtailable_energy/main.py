import numpy as np

from peaks import curtailable_energy
from programs import PROGRAMS, event_hours

SHARE = {"ac_cycling": 0.04, "ci_curtail": 0.07, "ev_shift": 0.02}


def main():
    rng = np.random.default_rng(230)
    table = {"ci_curtail": np.array([1, 1, 1, 1, 0, 0])}
    for day in range(3):
        load = (1000 + 300 * np.sin(np.linspace(0, 2 * np.pi, 24)) + 20 * rng.standard_normal(24)).astype(np.float32)
        for prog in PROGRAMS:
            e, hours = curtailable_energy(load, event_hours(prog, table), SHARE[prog])
            print(day, prog, round(float(e), 1), sorted(np.asarray(hours).tolist()))


if __name__ == "__main__":
    main()
