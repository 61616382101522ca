import numpy as np
from features import spectral_features
from sources import stream

rng = np.random.default_rng(0)
for b, iq in enumerate(stream(rng, 6)):
    f = np.asarray(spectral_features(iq))
    print(b, iq.dtype, np.round(f.mean(0), 3))
