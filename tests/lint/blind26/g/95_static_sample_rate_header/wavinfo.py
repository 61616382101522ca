import numpy as np

# header sample rates of the deployment's recorders
RATES = {"SM2": 44100, "SM4": 48000, "AudioMoth": 48000, "Song Meter Mini": 24000}


def read(recorder, seed=0):
    sr = RATES[recorder]
    rng = np.random.default_rng(seed)
    return rng.standard_normal(16384).astype(np.float32), sr
