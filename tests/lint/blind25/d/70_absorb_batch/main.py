import numpy as np
from model import DriftMonitor
from monitor import absorb_batch

rng = np.random.default_rng(0)
mon = DriftMonitor(16)
for week in range(5):
    batch = rng.normal(loc=0.1 * week, size=(32, 16)).astype(np.float32)
    mon, drift = absorb_batch(mon, batch)
    mon = mon.record(float(drift))
    print(week, round(float(drift), 3), len(mon.history))
