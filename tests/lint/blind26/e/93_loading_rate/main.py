import numpy as np

from events import impact_frame
from impact import loading_rate

rng = np.random.default_rng(51)
for landing in range(6):
    force = (np.exp(-((np.arange(300) - 120 - 3 * landing) / 8.0) ** 2) * 2500 + rng.normal(0, 20, 300)).astype(np.float32)
    frame = impact_frame(force, auto_detect=landing % 2 == 1)
    print(landing, "loading rate (N/s)", round(float(loading_rate(force, frame))))
