import numpy as np

from monitor import LatencyMonitor

rng = np.random.default_rng(8)
mon = LatencyMonitor(max_history=64)
alerts = []
for t in range(20):
    value = rng.gamma(4.0, 5.0)
    if t in (9, 17):
        value *= 6
    if mon.observe(value):
        alerts.append(t)
print("alerts at", alerts)
