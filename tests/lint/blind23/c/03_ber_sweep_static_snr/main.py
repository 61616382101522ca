import numpy as np
import jax
from sim import bpsk_ber

snr_grid = np.arange(0.0, 10.0, 1.0)
key = jax.random.PRNGKey(0)
curve = []
for snr in snr_grid:
    key, sub = jax.random.split(key)
    ber = bpsk_ber(sub, snr_db=float(snr))
    curve.append(float(ber))
for snr, ber in zip(snr_grid, curve):
    print(f"{snr:4.1f} dB  BER {ber:.2e}")
