import numpy as np
from combining import mrc_combine
from capture import read_burst

rng = np.random.default_rng(0)
for burst in range(8):
    s = np.exp(1j * np.pi / 2 * rng.integers(0, 4, 512))
    gains = rng.rayleigh(1.0, 2)
    rx = read_burst(rng, s, gains, use_dma=bool(burst % 2))
    y = np.asarray(mrc_combine(rx, gains.astype(np.complex64)))
    print(burst, round(float(np.mean(np.abs(y - s) ** 2)), 4))
