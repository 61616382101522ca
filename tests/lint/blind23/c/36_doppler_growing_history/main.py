import numpy as np
from estimator import doppler_from_pilots
from tracker import PilotTracker

T_SYM = 71.4e-6
FD = 150.0
rng = np.random.default_rng(0)
n_paths = 32
phases = rng.uniform(0, 2 * np.pi, n_paths)
angles = rng.uniform(0, 2 * np.pi, n_paths)

trk = PilotTracker()
for k in range(12):
    t = k * 4 * T_SYM
    h = np.sum(np.exp(1j * (2 * np.pi * FD * np.cos(angles) * t + phases))) / np.sqrt(n_paths)
    trk.push(h + 0.05 * (rng.standard_normal() + 1j * rng.standard_normal()))
    if k >= 2:
        fd_hat = doppler_from_pilots(trk.history, 4 * T_SYM)
        print(k, round(float(fd_hat), 1))
