import jax.numpy as jnp
import numpy as np


def compute_features(session_id, n_trials=32, n_channels=8, n_bands=5):
    rng = np.random.default_rng(session_id)
    raw = rng.normal(size=(n_trials, n_channels, n_bands)) ** 2
    y = rng.integers(0, 2, size=n_trials)
    raw[y == 1, :2, 2] *= 3.0
    return np.log(raw.reshape(n_trials, -1)), y.astype(np.float32)


class SessionCache:
    def __init__(self):
        self._store = {}

    def get(self, session_id):
        if session_id in self._store:
            return self._store[session_id]
        X, y = compute_features(session_id)
        self._store[session_id] = (jnp.asarray(X, dtype=jnp.float32), jnp.asarray(y))
        return X, y
