import numpy as np


def keyboard_episode(rng, length):
    """Keyboard teleop: each axis is -1, 0 or +1."""
    obs = rng.normal(size=(length, 6)).astype(np.float32).tolist()
    actions = rng.integers(-1, 2, size=(length, 3)).tolist()
    return {"observations": obs, "actions": actions}


def spacemouse_episode(rng, length):
    obs = rng.normal(size=(length, 6)).astype(np.float32).tolist()
    actions = np.clip(rng.normal(scale=0.5, size=(length, 3)), -1, 1).tolist()
    return {"observations": obs, "actions": actions}


def to_arrays(episode, window=16):
    obs = np.asarray(episode["observations"], dtype=np.float32)[:window]
    actions = np.asarray(episode["actions"])[:window]
    return obs, actions


def load_sessions(seed=0):
    rng = np.random.default_rng(seed)
    sessions = []
    for i in range(6):
        make = keyboard_episode if i % 3 == 0 else spacemouse_episode
        sessions.append(make(rng, 16))
    return sessions
