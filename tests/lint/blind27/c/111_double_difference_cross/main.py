import numpy as np

from pairs import relative_lag

rng = np.random.default_rng(111)
n = 512
wavelet = np.exp(-((np.arange(n) - 256) / 12.0) ** 2) * np.sin(np.arange(n) / 3.0)
for pair in range(6):
    shift = int(rng.integers(-20, 20))
    a = (wavelet + 0.05 * rng.normal(size=n)).astype(np.float32)
    b = (np.roll(wavelet, shift) + 0.05 * rng.normal(size=n)).astype(np.float32)
    pick = 256 + shift // 2 if pair % 2 else None
    print(pair, shift, relative_lag(a, b, pick))
