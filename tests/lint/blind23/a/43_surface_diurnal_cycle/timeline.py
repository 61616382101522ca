from datetime import datetime, timedelta

import numpy as np


def forecast_valid_times(init="2024-07-15T00", hours=48, step=3):
    t0 = datetime.fromisoformat(init)
    return [t0 + timedelta(hours=h) for h in range(0, hours + 1, step)]


def day_and_hour(t):
    return t.timetuple().tm_yday, t.hour
