import numpy as np


def athlete_logs(seed=14):
    rng = np.random.default_rng(seed)
    logs = {}
    for name, n_sessions in [("GK", 18), ("CB", 24), ("FB", 21), ("CM", 27)]:
        dur = rng.uniform(30, 110, n_sessions).astype(np.float32)
        rpe = (0.5 + 1.4 * np.log(dur) + rng.normal(0, 0.5, n_sessions)).astype(np.float32)
        logs[name] = (dur, rpe)
    return logs
