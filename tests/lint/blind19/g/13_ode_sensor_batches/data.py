import numpy as np


def damped_oscillator(n_traj, n_obs, seed=0):
    rng = np.random.default_rng(seed)
    ts = np.linspace(0.0, 4.0, n_obs, dtype=np.float32)
    x0 = rng.uniform(-1.0, 1.0, size=(n_traj, 1)).astype(np.float32)
    v0 = rng.uniform(-1.0, 1.0, size=(n_traj, 1)).astype(np.float32)
    decay = np.exp(-0.2 * ts)[None]
    x = decay * (x0 * np.cos(2 * ts)[None] + 0.5 * v0 * np.sin(2 * ts)[None])
    return ts, np.concatenate([x0, v0], 1), x.astype(np.float32)


def iterate_batches(y0, obs, batch_size, rng):
    order = rng.permutation(len(y0))
    for start in range(0, len(order), batch_size):
        idx = order[start:start + batch_size]
        yield y0[idx], obs[idx]
