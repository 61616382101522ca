import numpy as np

SENSORS = ("AMSR2", "SSMIS-F17", "SSMIS-F18", "MWRI")


def available(day):
    rng = np.random.default_rng(day)
    ok = [s for s in SENSORS if rng.random() > 0.3]
    return tuple(ok) if ok else ("AMSR2",)


def fields(day, sensors, shape=(30, 30)):
    rng = np.random.default_rng(1000 + day)
    base = np.clip(rng.beta(3, 1.5, shape), 0, 1)
    return {s: (base + rng.normal(0, 0.05, shape)).astype(np.float32) for s in SENSORS}
