import numpy as np

from event import Event
from source import brune_corner

rng = np.random.default_rng(149)
for k in range(5):
    tr = rng.normal(0, 0.05, 4000).astype(np.float32)
    onset = int(rng.integers(800, 1200))
    dur = int(rng.integers(300, 900))
    tr[onset:onset + dur] += np.sin(np.arange(dur) / 3.0) * np.exp(-np.arange(dur) / 200.0)
    ev = Event(tr, onset, onset + dur)
    print(k, dur, round(float(brune_corner(ev.signal, 100.0)), 2))
