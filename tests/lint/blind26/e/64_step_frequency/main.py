import numpy as np

from wearable_io import read_trial
from spectral import step_frequency

for trial in range(5):
    ts, acc = read_trial(trial)
    fs = 1.0 / np.median(np.diff(ts))
    print("trial", trial, "fs", round(fs, 3), "step freq (Hz)", round(float(step_frequency(acc, float(fs))), 3))
