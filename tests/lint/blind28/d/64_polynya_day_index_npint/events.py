import numpy as np


def wind_record(n_days=90, seed=3):
    rng = np.random.default_rng(seed)
    return (8.0 + 6.0 * rng.random(n_days) + 10.0 * (rng.random(n_days) < 0.1)).astype(np.float32)


def event_days(wind):
    # offshore wind events strong enough to open the polynya
    days = [10, 30, 50]
    days.append(np.argmax(wind))
    days.append(np.argmax(wind[:45]))
    return days
