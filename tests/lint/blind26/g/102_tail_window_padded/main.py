import numpy as np

from infer import scan_recording

rng = np.random.default_rng(0)
t = np.arange(256) / 48000
kernel = np.sin(2 * np.pi * 4500 * t).astype(np.float32)
for rec in range(5):
    n = int(rng.integers(20000, 60000))
    audio = rng.standard_normal(n).astype(np.float32)
    scores = scan_recording(audio, kernel)
    print(rec, n, len(scores), round(max(scores), 2))
