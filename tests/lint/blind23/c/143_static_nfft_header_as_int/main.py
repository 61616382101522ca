import numpy as np
from capture_header import make_capture, read_header
from ofdm import ofdm_demod

NUMEROLOGY = {"n_fft": 128, "cp_len": 9}
rng = np.random.default_rng(0)
for i in range(6):
    header, samples, X = make_capture(rng)
    if i % 2 == 0:
        n_fft, cp_len = NUMEROLOGY["n_fft"], NUMEROLOGY["cp_len"]
    else:
        n_fft, cp_len, _ = read_header(header)
    Y = np.asarray(ofdm_demod(samples, n_fft=n_fft, cp_len=cp_len))
    print(i, type(n_fft).__name__, round(float(np.max(np.abs(Y - X))), 5))
