import numpy as np
import jax
from budget import bits_needed
from link import qpsk_bit_errors

rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for ebn0 in [0.0, 2.0, 4.0, 6.0, 8.0]:
    n = bits_needed(ebn0)
    bits = rng.integers(0, 2, n).astype(np.int32)
    key, sub = jax.random.split(key)
    e = int(qpsk_bit_errors(sub, ebn0, bits))
    print(f"Eb/N0 {ebn0:.0f} dB  bits {n:7d}  BER {e / n:.2e}")
