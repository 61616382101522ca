import numpy as np

STATIONS = ["KBOS", "KORH", "KPVD", "KBDL"]


def station_matrix(rng, day):
    temps = np.zeros((len(STATIONS), 24), np.float32)
    ok = np.ones(len(STATIONS), np.float32)
    for i, s in enumerate(STATIONS):
        if (day + i) % 5 == 0:
            ok[i] = 0.0
            continue
        temps[i] = 15 + 3 * i + rng.standard_normal(24)
    return temps, ok
