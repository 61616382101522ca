import numpy as np


def teleop_batch(rng, n=16):
    return {
        "observation": rng.normal(size=(n, 8)).astype(np.float32),
        "action": rng.normal(size=(n, 2)).astype(np.float32),
        "goal": rng.normal(size=(n, 8)).astype(np.float32),
    }


def scripted_batch(rng, n=16):
    # the scripted-policy exporter writes goal first
    batch = {}
    batch["goal"] = rng.normal(size=(n, 8)).astype(np.float32)
    batch["action"] = rng.normal(size=(n, 2)).astype(np.float32)
    batch["observation"] = rng.normal(size=(n, 8)).astype(np.float32)
    return batch
