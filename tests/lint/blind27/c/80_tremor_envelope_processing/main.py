import numpy as np

from processor import EnvelopeProcessor

rng = np.random.default_rng(80)
files = [f"2026-03-{d:02d}.mseed" for d in range(1, 6)]
for fname in files:
    proc = EnvelopeProcessor(fs=50, smooth_s=2.0)
    trace = rng.normal(size=4000).astype(np.float32)
    trace[2000:2300] *= 6
    env = proc.envelope(trace)
    print(fname, int(np.argmax(env)))
