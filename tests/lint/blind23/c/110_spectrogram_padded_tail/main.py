import numpy as np
from recording import RecordingReader
from detect import burst_energy

rng = np.random.default_rng(0)
n = 4096 * 5 + 1800
x = (0.1 * (rng.standard_normal(n) + 1j * rng.standard_normal(n))).astype(np.complex64)
for s in rng.integers(0, n - 2000, 6):
    x[s:s + 1500] += np.exp(2j * np.pi * 0.1 * np.arange(1500)).astype(np.complex64)

hits = 0
for block, n_valid in RecordingReader(x).chunks():
    e = np.asarray(burst_energy(block))[:n_valid]
    hits += int(np.sum(e > 5.0))
print("frames with bursts:", hits)
