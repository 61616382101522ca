import numpy as np
from metrics import RateEvaluator

N_TX, N_UE = 16, 8
rng = np.random.default_rng(0)
rates = RateEvaluator(np.float32(0.01))
for drop in range(6):
    H = ((rng.standard_normal((N_UE, N_TX)) + 1j * rng.standard_normal((N_UE, N_TX))) / np.sqrt(2)).astype(np.complex64)
    W = np.linalg.pinv(H.conj()).astype(np.complex64)
    W /= np.linalg.norm(W)
    print(drop, round(float(np.mean(np.asarray(rates(H, W)))), 3))
