import numpy as np

from catalogue import catalogue_entry
from detect import is_upsweep

rng = np.random.default_rng(0)
for i in range(5):
    spec = rng.gamma(2.0, size=(128, 80)).astype(np.float32)     # dolphin whistle spectrogram
    if is_upsweep(spec):
        print(catalogue_entry(f"w{i:02d}", spec))
    else:
        print(f"w{i:02d}", "not an upsweep")
