import numpy as np
from channel_db import measured_channels, taps_for
from equalizer import zf_fir_design

for h, length in measured_channels(10):
    n_taps = taps_for(length)
    w = np.asarray(zf_fir_design(h, n_taps=n_taps))
    residual = np.convolve(h, w)
    print(length, n_taps, round(float(np.max(np.abs(residual))), 3))
