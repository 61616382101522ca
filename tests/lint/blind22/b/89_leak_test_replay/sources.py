import numpy as np


def live_cycles(rng, n=3):
    for _ in range(n):
        decay = rng.normal(0.02, 0.005, size=24).astype(np.float32)
        valid = rng.random(24) > 0.1
        yield decay, valid


def replay_cycles(archive):
    for rec in archive:
        yield rec["decay"], rec["valid"].astype(np.float32)


def make_archive(rng, n=3):
    return [{"decay": rng.normal(0.02, 0.005, size=24).astype(np.float32),
             "valid": rng.random(24) > 0.1} for _ in range(n)]
