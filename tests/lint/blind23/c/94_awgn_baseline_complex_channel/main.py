import numpy as np
from channels import CHANNELS
from receiver import mmse_equalize_llr

N = 1024
rng = np.random.default_rng(0)
for name, make_h in CHANNELS.items():
    for snr_db in [0.0, 5.0, 10.0]:
        bits = rng.integers(0, 2, (N, 2))
        s = ((1 - 2 * bits[:, 0]) + 1j * (1 - 2 * bits[:, 1])) / np.sqrt(2)
        h = make_h(N, rng)
        nv = np.float32(10 ** (-snr_db / 10))
        y = (h * s + np.sqrt(nv / 2) * (rng.standard_normal(N) + 1j * rng.standard_normal(N))).astype(np.complex64)
        llr = np.asarray(mmse_equalize_llr(y, h, nv))
        ber = np.mean((llr < 0) != bits.reshape(-1))
        print(f"{name:8s} {snr_db:4.1f} dB  BER {ber:.4f}")
