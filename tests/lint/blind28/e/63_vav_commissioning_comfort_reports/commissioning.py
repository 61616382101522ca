import numpy as np

# week in which each VAV zone was handed over by the controls contractor
HANDOVER_WEEK = {"VAV-1": 0, "VAV-2": 0, "VAV-3": 1, "VAV-4": 1, "VAV-5": 3}


def active_zone_trends(week, rng):
    trends = []
    for zone, w in HANDOVER_WEEK.items():
        if w <= week:
            trends.append(jnp_ready(22 + rng.normal(0, 0.8, 168)))
    return trends


def jnp_ready(x):
    return np.asarray(x, np.float32)
