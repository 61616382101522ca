import numpy as np

from config import DEFAULT_REFERENCE_TEMP


def reference_temperature(install_log):
    """Temperature at zeroing of the vibrating-wire gauges; falls back to the spec value."""
    if install_log.get("thermistor") is not None:
        return np.mean(install_log["thermistor"])
    return DEFAULT_REFERENCE_TEMP


def gauge_sites(seed=0):
    rng = np.random.default_rng(seed)
    for i in range(8):
        log = {"thermistor": rng.normal(14, 0.3, 10) if i % 3 else None}
        temps = (10 + 12 * rng.uniform(0, 1, 500)).astype(np.float32)
        raw = (11.8 * (temps - 14) - 60 * np.linspace(0, 1, 500) + rng.normal(0, 2, 500)).astype(np.float32)
        yield f"VW-{i + 1:02d}", log, raw, temps
