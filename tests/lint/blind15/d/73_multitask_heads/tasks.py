import numpy as np

TASKS = {
    "reacher": {"obs_dim": 6, "n_actions": 2},
    "pusher": {"obs_dim": 10, "n_actions": 3},
}


def make_batch(task, rng, batch=16):
    spec = TASKS[task]
    obs = rng.normal(size=(batch, spec["obs_dim"])).astype(np.float32)
    act = rng.normal(size=(batch, spec["n_actions"])).astype(np.float32)
    return obs, act
