import numpy as np

N_ACTIONS = 5


def logged_sessions(n, seed=0):
    """Bandit logs from the production recommender: one record per served slot."""
    rng = np.random.default_rng(seed)
    for sid in range(n):
        length = int(rng.integers(3, 40))
        actions = rng.integers(0, N_ACTIONS, size=length)
        propensity = rng.uniform(0.1, 0.5, size=length).astype(np.float32)
        reward = (rng.random(length) < 0.1 + 0.05 * actions).astype(np.float32)
        context = rng.normal(size=(length, 4)).astype(np.float32)
        yield sid, {"actions": actions.astype(np.int32), "propensity": propensity,
                    "reward": reward, "context": context}


def pad_session(s, max_slots):
    n = len(s["actions"])
    if n > max_slots:
        raise ValueError(f"session with {n} slots exceeds max_slots={max_slots}")
    out = {}
    for k, v in s.items():
        buf = np.zeros((max_slots,) + v.shape[1:], v.dtype)
        buf[:n] = v
        out[k] = buf
    out["propensity"][n:] = 1.0
    out["mask"] = (np.arange(max_slots) < n).astype(np.float32)
    return out
