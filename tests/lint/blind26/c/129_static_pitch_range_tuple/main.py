import numpy as np
from prosody import pitch_histogram

# speaker pitch-range profiles (semitone histograms relative to each speaker's floor)
rng = np.random.default_rng(129)
for spk, base in [("f01", 210), ("m01", 110), ("f02", 190), ("m02", 130)]:
    f0 = (base * 2 ** (rng.normal(0, 2.5, 400) / 12)).astype(np.float32)
    f0[rng.random(400) < 0.3] = 0.0
    voiced = f0[f0 > 0]
    rng_tuple = (float(np.percentile(voiced, 2)), float(np.percentile(voiced, 98)))
    h = np.asarray(pitch_histogram(f0, f0_range=rng_tuple))
    print(spk, np.round(rng_tuple, 1), int(h.argmax()))
