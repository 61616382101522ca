import numpy as np


def from_pms(rng, n):
    return {"lead_time": rng.random(n).astype(np.float32),
            "adr": rng.random(n).astype(np.float32),
            "los": rng.random(n).astype(np.float32)}


def from_channel_manager(rng, n):
    feats = {}
    feats["los"] = rng.random(n).astype(np.float32)
    feats["adr"] = rng.random(n).astype(np.float32)
    feats["lead_time"] = rng.random(n).astype(np.float32)
    return feats
