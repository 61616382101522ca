import numpy as np

from features import chirp_slope

rng = np.random.default_rng(0)
for call in range(6):
    spec = rng.gamma(2.0, size=(96, 60)).astype(np.float32)   # FM bat call spectrogram
    print(call, round(float(chirp_slope(spec)), 4))
print(len(chirp_slope.log), "timed calls")
