import numpy as np

from bands import active_bands
from indices import band_occupancy

freqs = np.linspace(0, 11025, 257).astype(np.float32)
rng = np.random.default_rng(0)
for night in range(6):
    boost = np.ones(257)
    boost[(freqs > 1000 * (1 + night % 4)) & (freqs < 1000 * (3 + night % 4))] = 4.0
    spec = (rng.gamma(2.0, size=(257, 200)) * boost[:, None]).astype(np.float32)
    bands = active_bands(spec.mean(axis=1), freqs)
    print(night, bands, np.round(np.asarray(band_occupancy(spec, freqs, bands=bands)), 3))
