import numpy as np

from settings import settings_for
from stft import stft_mag

rng = np.random.default_rng(0)
for recorder in range(5):
    audio = rng.normal(size=16000).astype(np.float32)
    S = stft_mag(audio, **settings_for(recorder))
    print(recorder, S.shape, round(float(S.mean()), 3))
