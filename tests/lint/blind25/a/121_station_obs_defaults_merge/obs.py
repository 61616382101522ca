import numpy as np

N_HOURS = 24
DEFAULTS = {
    "wind_ms": np.full(N_HOURS, 2.0, np.float32),
    "rh_pct": np.full(N_HOURS, 65.0, np.float32),
    "leaf_wet": np.zeros(N_HOURS, np.float32),
}


def station_day(rng, has_wind, has_wetness):
    obs = {"temp_c": rng.uniform(10, 30, N_HOURS).astype(np.float32),
           "rh_pct": rng.uniform(40, 100, N_HOURS).astype(np.float32)}
    if has_wind:
        obs["wind_ms"] = rng.uniform(0, 6, N_HOURS).astype(np.float32)
    if has_wetness:
        obs["leaf_wet"] = (rng.uniform(size=N_HOURS) < 0.3).astype(np.float32)
    return dict(DEFAULTS, **obs)
