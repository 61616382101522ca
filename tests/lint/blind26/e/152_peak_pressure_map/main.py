import numpy as np

from plantar import peak_pressure_map
from signals import record

rng = np.random.default_rng(83)
for day in range(5):
    peaks, hot = peak_pressure_map(record(rng, day))
    print("day", day, "hottest sensor", int(hot), "peak kPa", round(float(peaks.max()), 1))
