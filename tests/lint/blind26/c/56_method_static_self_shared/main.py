import numpy as np
from pipeline import ProsodyPipeline

rng = np.random.default_rng(56)
pipe = ProsodyPipeline()
for i in range(4):
    t = np.arange(4096) / 8000
    wav = (np.sin(2 * np.pi * (100 + 40 * i) * t) + 0.1 * rng.normal(size=t.size)).astype(np.float32)
    print(f"spk{i}", pipe.f0_stats(wav))
