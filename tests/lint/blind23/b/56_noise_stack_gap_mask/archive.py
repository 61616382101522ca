import numpy as np

WINDOW = 800


def load_day(rng, day, hours=24):
    """Hourly windows for a station pair; telemetry gaps are flagged, not removed."""
    lag = 12
    src = rng.standard_normal((hours, WINDOW + lag)).astype(np.float32)
    a = src[:, lag:] + 0.5 * rng.standard_normal((hours, WINDOW)).astype(np.float32)
    b = src[:, :WINDOW] + 0.5 * rng.standard_normal((hours, WINDOW)).astype(np.float32)
    ok = rng.uniform(size=hours) > (0.1 if day % 2 else 0.25)
    return a, b, ok.astype(np.float32)
