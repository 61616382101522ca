import numpy as np
from codebook import fine_codebook, candidates, N_ANT, N_FINE
from sweep import refine_beams

rng = np.random.default_rng(0)
cb, angles = fine_codebook()
for ue in range(8):
    aoas = rng.uniform(-1.2, 1.2, 2)
    h = sum(g * np.exp(1j * np.pi * np.arange(N_ANT) * np.sin(a)) for g, a in zip([1.0, rng.uniform(0.3, 1.0)], aoas)).astype(np.complex64)
    coarse = np.abs(cb[::8].conj() @ h) ** 2 + 0.1
    cand = candidates(coarse, 8).astype(np.int32)
    p = np.asarray(refine_beams(cb, cand, h))
    print(ue, len(cand), round(float(angles[cand[np.argmax(p)]]), 3))
