import dataclasses
import numpy as np
from config import RxConfig
from rx import derotate_and_fft

cfg = RxConfig()
rng = np.random.default_rng(0)
true_cfo = 350.0
L = cfg.n_fft + cfg.cp
for frame in range(6):
    X = np.exp(1j * np.pi / 2 * rng.integers(0, 4, (7, cfg.n_fft)))
    t = np.fft.ifft(X, axis=1)
    t = np.concatenate([t[:, -cfg.cp:], t], axis=1).reshape(-1)
    n = np.arange(t.size)
    r = (t * np.exp(2j * np.pi * true_cfo * n / cfg.fs_hz)).astype(np.complex64)
    # CP-based CFO estimate for this frame
    seg = r.reshape(-1, L)
    est = np.angle(np.sum(seg[:, cfg.n_fft:] * np.conj(seg[:, :cfg.cp]))) * cfg.fs_hz / (2 * np.pi * cfg.n_fft)
    cfg = dataclasses.replace(cfg, cfo_hz=float(est))
    Y = np.asarray(derotate_and_fft(r, cfg))
    print(frame, round(est, 2), round(float(np.mean(np.abs(Y - X))), 4))
