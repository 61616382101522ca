import numpy as np


def dominant_period(x, default=24.0):
    spec = np.abs(np.fft.rfft(x - x.mean()))
    freqs = np.fft.rfftfreq(len(x))
    k = int(np.argmax(spec[1:])) + 1
    if spec[k] < 5 * np.median(spec[1:]):
        return default
    return round(1.0 / freqs[k])
