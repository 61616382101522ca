import numpy as np


def load_session(rng, recorder):
    n_ch = {"zoom_h4n": 2, "tascam_dr05": 2, "olympus_ls": 1, "lapel_4ch": 4}[recorder]
    audio = rng.normal(scale=0.1, size=(n_ch, 8000)).astype(np.float32)
    return audio.mean(axis=0)
