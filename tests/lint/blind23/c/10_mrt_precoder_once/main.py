import numpy as np
from precoding import make_precoder

N_TX, N_USERS, N_SYM = 8, 4, 64
rng = np.random.default_rng(11)
precode = make_precoder(power=1.0)

for slot in range(10):
    h = ((rng.standard_normal((N_USERS, N_TX)) + 1j * rng.standard_normal((N_USERS, N_TX))) / np.sqrt(2)).astype(np.complex64)
    s = np.exp(1j * np.pi / 2 * rng.integers(0, 4, (N_USERS, N_SYM))).astype(np.complex64)
    x = precode(h, s)
    y = h @ np.asarray(x)
    sinr = np.mean(np.abs(y) ** 2) / np.mean(np.abs(y - s * np.mean(np.abs(y)) ) ** 2 + 1e-9)
    print(slot, x.shape, round(float(np.mean(np.abs(y))), 3))
