import numpy as np

from magnitude import weighted_ml

rng = np.random.default_rng(109)
for ev in range(6):
    amps = rng.uniform(0.01, 2.0, 15).astype(np.float32)
    dists = rng.uniform(10, 150, 15).astype(np.float32)
    snr = rng.uniform(0.5, 12, 15).astype(np.float32)
    ml, n_used = weighted_ml(amps, dists, snr)
    print(ev, int(n_used), round(float(ml), 2))
