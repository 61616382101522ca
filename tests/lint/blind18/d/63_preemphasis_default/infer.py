import numpy as np

from config import FrontendConfig
from dsp import preprocess


def transcribe_features(clips, cfg: FrontendConfig):
    feats = []
    for x in clips:
        y = preprocess(x, cfg.preemph)
        feats.append(float(np.asarray(y).std()))
    return feats
