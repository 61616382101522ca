import numpy as np
from config import CARRIERS, rolloff_of
from pulse import matched_filter, rrc_taps

SPS = 4
rng = np.random.default_rng(0)
for burst in range(2):
    for c in CARRIERS:
        beta = rolloff_of(c)
        sym = rng.choice([-1.0, 1.0], 200)
        up = np.zeros(200 * SPS)
        up[::SPS] = sym
        tx = np.convolve(up, rrc_taps(0.35, SPS), mode="same")
        rx = (tx + 0.05 * rng.standard_normal(tx.size)).astype(np.float32)
        z = np.asarray(matched_filter(rx, rolloff=beta, sps=SPS))
        print(burst, c["name"], beta, int(np.sum(np.sign(z) != sym)))
