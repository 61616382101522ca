import numpy as np

SEASON_SLOTS = 32


def athlete_logs(seed=14):
    rng = np.random.default_rng(seed)
    logs = {}
    for name, n_sessions in [("GK", 18), ("CB", 24), ("FB", 21), ("CM", 27)]:
        dur = np.full(SEASON_SLOTS, 60.0, np.float32)
        rpe = np.zeros(SEASON_SLOTS, np.float32)
        mask = np.zeros(SEASON_SLOTS, bool)
        dur[:n_sessions] = rng.uniform(30, 110, n_sessions)
        rpe[:n_sessions] = 0.5 + 1.4 * np.log(dur[:n_sessions]) + rng.normal(0, 0.5, n_sessions)
        mask[:n_sessions] = True
        logs[name] = (dur, mask, rpe)
    return logs
