import numpy as np
from metrics import all_user_sinr

N_TX, N_UE = 16, 8
rng = np.random.default_rng(0)
for drop in range(6):
    H = ((rng.standard_normal((N_UE, N_TX)) + 1j * rng.standard_normal((N_UE, N_TX))) / np.sqrt(2)).astype(np.complex64)
    W = np.linalg.pinv(H.conj()).astype(np.complex64)
    W /= np.linalg.norm(W)
    s = np.asarray(all_user_sinr(H, W, np.float32(0.01)))
    print(drop, round(float(np.mean(np.log2(1 + s))), 3))
