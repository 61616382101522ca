import numpy as np

from spec import log_spectrogram

rng = np.random.default_rng(36)
durations_s = [12.0, 30.0, 12.0, 45.0, 30.0]
fs = 100
for dur in durations_s:
    trace = rng.normal(size=6000).astype(np.float32)
    nperseg = int(2 ** np.ceil(np.log2(dur * fs / 20)))
    S = log_spectrogram(trace, nperseg)
    print(dur, S.shape, float(S.mean()))
