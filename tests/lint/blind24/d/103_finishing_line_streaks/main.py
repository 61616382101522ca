import numpy as np

from cameras import STATIONS, grab_frame
from defects import streak_score

rng = np.random.default_rng(103)
for cycle in range(3):
    for station in STATIONS:
        frame, full = grab_frame(station, rng)
        print(cycle, station, frame.dtype, round(float(streak_score(frame, full)), 4))
