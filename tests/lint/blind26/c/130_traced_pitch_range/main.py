import numpy as np
from prosody import semitone_profile
from speakers import speaker_range

rng = np.random.default_rng(130)
for spk, base in [("f01", 210), ("m01", 110), ("f02", 190), ("m02", 130)]:
    f0 = (base * 2 ** (rng.normal(0, 2.5, 400) / 12)).astype(np.float32)
    f0[rng.random(400) < 0.3] = 0.0
    lo, hi = speaker_range(f0)
    h = np.asarray(semitone_profile(f0, lo, hi))
    print(spk, round(float(lo), 1), round(float(hi), 1), int(h.argmax()))
