import numpy as np
from featurizer import PitchTracker

rng = np.random.default_rng(55)
files = {f"spk{i}.wav": 100 + 40 * i for i in range(4)}
for name, f0 in files.items():
    t = np.arange(4096) / 8000
    wav = (np.sin(2 * np.pi * f0 * t) + 0.1 * rng.normal(size=t.size)).astype(np.float32)
    tracker = PitchTracker()
    print(name, float(np.median(np.asarray(tracker.track(wav)))))
