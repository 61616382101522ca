import numpy as np
from combining import selection_combine
from frontends import rf_chains, dma_capture

rng = np.random.default_rng(0)
for burst in range(8):
    s = np.exp(1j * np.pi / 2 * rng.integers(0, 4, 512))
    gains = rng.rayleigh(1.0, 2)
    rx = dma_capture(rng, s, gains) if burst % 2 else rf_chains(rng, s, gains)
    y = np.asarray(selection_combine(rx))
    print(burst, round(float(np.mean(np.abs(y) ** 2)), 3))
