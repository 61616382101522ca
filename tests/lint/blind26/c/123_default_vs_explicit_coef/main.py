import numpy as np
from pipelines import asr_frontend, phonetics_frontend

cfg = {"preemph": 0.97}
rng = np.random.default_rng(123)
for i in range(4):
    wav = (0.1 * rng.normal(size=16000)).astype(np.float32)
    a = asr_frontend(wav)
    b = phonetics_frontend(wav, cfg)
    print(i, float(a.mean()), float(np.abs(np.asarray(a) - np.asarray(b)).max()))
