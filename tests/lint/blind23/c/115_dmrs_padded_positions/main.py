import numpy as np
from chest import dmrs_interpolate
from padding import pad_dmrs
from scheduler import slot_config

N_SC = 48
rng = np.random.default_rng(0)
for slot in range(10):
    speed = float(rng.uniform(0, 200))
    pos = slot_config(rng, speed)
    fd = speed / 3.6 * 3.5e9 / 3e8 * 0.5e-3 / 14
    t = np.arange(14)
    h = np.exp(2j * np.pi * fd * t)[:, None] * np.ones((1, N_SC))
    ls = (h[pos.astype(int)] + 0.05 * rng.standard_normal((len(pos), N_SC))).astype(np.complex64)
    h_hat = np.asarray(dmrs_interpolate(*pad_dmrs(ls, pos)))
    print(slot, len(pos), round(float(np.mean(np.abs(h_hat - h))), 4))
