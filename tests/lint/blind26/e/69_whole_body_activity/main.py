import numpy as np

from fusion import whole_body_activity
from session import recorded_units

rng = np.random.default_rng(36)
for sid in range(6):
    units = recorded_units(sid, rng)
    mean_a, peak_a = whole_body_activity(units)
    print("session", sid, len(units), "units", round(float(mean_a), 3), round(float(peak_a), 3))
