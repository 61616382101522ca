import numpy as np
from monitor import CellLoadMonitor
from predictor import holt_forecast

rng = np.random.default_rng(0)
mon = CellLoadMonitor(window=12)
for minute in range(30):
    util = 0.5 + 0.3 * np.sin(2 * np.pi * minute / 60) + 0.05 * rng.standard_normal()
    mon.add(util)
    if len(mon.samples) >= 2:
        fc = float(holt_forecast(mon.window()))
        if minute % 5 == 0:
            print(minute, round(util, 3), round(fc, 3))
