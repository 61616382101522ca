import numpy as np

from magnitude import richter_ml
from quality import usable_amplitudes

rng = np.random.default_rng(108)
for ev in range(6):
    amps = rng.uniform(0.01, 2.0, 15).astype(np.float32)
    dists = rng.uniform(10, 150, 15).astype(np.float32)
    snr = rng.uniform(0.5, 12, 15).astype(np.float32)
    a, d = usable_amplitudes(amps, dists, snr)
    ml, sd = richter_ml(a, d)
    print(ev, len(a), round(float(ml), 2), round(float(sd), 2))
