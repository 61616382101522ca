import numpy as np
from detectors import get_detector

N_RX, N_TX = 8, 4
rng = np.random.default_rng(0)
pts = np.array([1 + 1j, -1 + 1j, -1 - 1j, 1 - 1j]) / np.sqrt(2)
errors = 0
for slot in range(8):
    H = ((rng.standard_normal((N_RX, N_TX)) + 1j * rng.standard_normal((N_RX, N_TX))) / np.sqrt(2)).astype(np.complex64)
    x = pts[rng.integers(0, 4, N_TX)]
    noise = 0.1 * (rng.standard_normal(N_RX) + 1j * rng.standard_normal(N_RX))
    y = (H @ x + noise).astype(np.complex64)
    nv_est = float(np.round(np.mean(np.abs(noise) ** 2), 4))
    detect = get_detector(N_TX, nv_est)
    x_hat = np.asarray(detect(y, H))
    errors += int(np.sum(np.abs(x_hat - x) > 1e-3))
print("symbol errors", errors)
