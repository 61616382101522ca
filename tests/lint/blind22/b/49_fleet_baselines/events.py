import numpy as np


def telemetry(seed, n_ticks=6):
    rng = np.random.default_rng(seed)
    fleet = ["lathe-1", "lathe-2", "mill-1", "mill-2", "grinder-1"]
    for t in range(n_ticks):
        online = fleet[: min(2 + t, len(fleet))]
        yield t, {m: rng.normal(50.0, 5.0, size=8).astype(np.float32) for m in online}
