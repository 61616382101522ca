import numpy as np
from metrics import evaluate

rng = np.random.default_rng(0)
n = 1200
for snr_db in [5, 10, 15, 20, 25]:
    tx = ((rng.choice([-1, 1], n) + 1j * rng.choice([-1, 1], n)) / np.sqrt(2)).astype(np.complex64)
    h = rng.standard_normal() + 1j * rng.standard_normal()
    rx = h * tx + 10 ** (-snr_db / 20) * (rng.standard_normal(n) + 1j * rng.standard_normal(n)) / np.sqrt(2)
    h_hat = np.mean(rx[:64] / tx[:64])
    eq = (rx / h_hat).astype(np.complex64)
    print(snr_db, evaluate(eq, tx))
