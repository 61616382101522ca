import numpy as np
from codebook import STAGES, N_ANT
from sweep import beam_powers

rng = np.random.default_rng(0)
for ue in range(5):
    aoa = rng.uniform(-1.2, 1.2)
    h = (np.exp(1j * np.pi * np.arange(N_ANT) * np.sin(aoa))).astype(np.complex64)
    best = None
    for cb, angles in STAGES:
        noise = (0.1 * rng.standard_exponential(cb.shape[0])).astype(np.float32)
        p = np.asarray(beam_powers(cb, h, noise))
        best = angles[int(np.argmax(p))]
    print(ue, round(float(aoa), 3), round(float(best), 3))
