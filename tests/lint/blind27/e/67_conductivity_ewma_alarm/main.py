import numpy as np

from detector import conductivity_ewma

rng = np.random.default_rng(67)
n_cows = 40
ewma = 0
alarms = 0
for milking in range(10):
    reading = rng.normal(5.0, 0.3, size=n_cows).astype(np.float32)
    if milking > 6:
        reading[:3] *= 1.3
    ewma, alarm = conductivity_ewma(ewma, reading, 0.5 if milking == 0 else 0.2)
    alarms += int(alarm.sum())
print("total alarms", alarms)
