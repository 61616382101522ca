import numpy as np
from detectors import get_detector

N_RX, N_TX = 8, 4
rng = np.random.default_rng(0)
pts = np.array([1 + 1j, -1 + 1j, -1 - 1j, 1 - 1j]) / np.sqrt(2)
errors = 0
for slot in range(12):
    detect = get_detector(N_TX)
    H = ((rng.standard_normal((N_RX, N_TX)) + 1j * rng.standard_normal((N_RX, N_TX))) / np.sqrt(2)).astype(np.complex64)
    x = pts[rng.integers(0, 4, N_TX)]
    y = (H @ x + 0.1 * (rng.standard_normal(N_RX) + 1j * rng.standard_normal(N_RX))).astype(np.complex64)
    x_hat = np.asarray(detect(y, H, np.float32(0.02)))
    errors += int(np.sum(np.abs(x_hat - x) > 1e-3))
print("symbol errors", errors)
