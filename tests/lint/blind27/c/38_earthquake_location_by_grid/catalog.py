import numpy as np


def triggered_events(stations, n_events, rng, vp=6.0):
    for _ in range(n_events):
        src = np.r_[rng.uniform(-20, 20, 2), rng.uniform(2, 12)]
        tt = np.linalg.norm(stations - src, axis=1) / vp
        hit = np.flatnonzero(tt < rng.uniform(3.5, 6.0))
        if len(hit) < 4:
            hit = np.argsort(tt)[:4]
        yield stations[hit], (tt[hit] + 10.0).astype(np.float32), src
