import numpy as np
from timeline import docket_windows
from forecast import motion_rate

rng = np.random.default_rng(0)
for case in range(3):
    events = (rng.random(int(rng.integers(40, 70))) < 0.2).astype(np.float32)
    rates = [float(motion_rate(w, 0.9)) for w in docket_windows(events, 16)]
    print(case, len(events), np.round(rates, 3))
