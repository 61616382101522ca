import numpy as np

from kpi import comfort_kpis

rng = np.random.default_rng(30)


def load_day(d):
    occ = rng.random(96) < (0.7 if d < 5 else 0.15)
    temp = 22 + rng.normal(0, 1.2, 96)
    co2 = 450 + 500 * occ + rng.normal(0, 60, 96)
    return occ, temp.astype(np.float32), co2.astype(np.float32)


for d in range(7):
    occ, temp, co2 = load_day(d)
    print(d, np.round(np.asarray(comfort_kpis(temp, co2, occ)), 3))
