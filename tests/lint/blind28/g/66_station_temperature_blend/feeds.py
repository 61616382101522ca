import numpy as np

STATIONS = ["KBOS", "KORH", "KPVD", "KBDL"]


def available_series(rng, day):
    out = []
    for i, s in enumerate(STATIONS):
        if (day + i) % 5 == 0:
            continue  # station feed missing that day
        out.append((15 + 3 * i + rng.standard_normal(24)).astype(np.float32))
    return out
