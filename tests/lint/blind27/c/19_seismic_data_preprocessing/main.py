import numpy as np

from archive import NETWORK, read_day
from preprocess import detrend_and_rms

rng = np.random.default_rng(19)
for day in range(2):
    for sta in NETWORK:
        trace = read_day(sta, rng)
        print(day, sta, float(detrend_and_rms(trace)))
