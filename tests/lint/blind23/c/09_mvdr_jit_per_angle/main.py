import numpy as np
from array import steering, make_beamformer, N_ANT

rng = np.random.default_rng(0)
interferer = steering(-40.0)
for user_angle in [-10.0, 0.0, 12.5, 30.0, 45.0]:
    a = steering(user_angle)
    s = (rng.standard_normal(200) + 1j * rng.standard_normal(200)) / np.sqrt(2)
    i = 3.0 * (rng.standard_normal(200) + 1j * rng.standard_normal(200))
    noise = 0.1 * (rng.standard_normal((N_ANT, 200)) + 1j * rng.standard_normal((N_ANT, 200)))
    x = (np.outer(a, s) + np.outer(interferer, i) + noise).astype(np.complex64)
    beamform = make_beamformer(a)
    y = np.asarray(beamform(x))
    print(f"user at {user_angle:5.1f} deg  residual {np.mean(np.abs(y - s) ** 2):.4f}")
