import numpy as np


def drop_cancelled(trips):
    keep = trips["status"] != "cancelled"
    return {k: v[keep] for k, v in trips.items() if k != "status"}


def day_of_trips(rng, n=300):
    return {
        "sched": rng.uniform(0, 1440, n).astype(np.float32),
        "delay": rng.gamma(2.0, 1.5, n).astype(np.float32),
        "status": rng.choice(["ok", "ok", "ok", "cancelled"], n),
    }
