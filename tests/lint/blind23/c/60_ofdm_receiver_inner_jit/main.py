import numpy as np
from receiver import OFDMReceiver

rx = OFDMReceiver()
rng = np.random.default_rng(0)
n_sym = 4
for frame in range(6):
    X = np.exp(1j * np.pi / 2 * rng.integers(0, 4, (n_sym, 64)))
    X[:, rx.pilot_idx] = 1.0
    g = (rng.standard_normal(3) + 1j * rng.standard_normal(3)) / np.sqrt(6)
    H = np.fft.fft(g, 64)
    t = np.fft.ifft(X * H, axis=1) * 8
    t = np.concatenate([t[:, -16:], t], axis=1).reshape(-1)
    t = (t + 0.01 * rng.standard_normal(t.size)).astype(np.complex64)
    eq = np.asarray(rx.demodulate(t, np.ones(4, np.complex64)))
    print(frame, round(float(np.mean(np.abs(eq - X))), 3))
