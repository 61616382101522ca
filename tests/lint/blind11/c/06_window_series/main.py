import jax
import jax.numpy as jnp
import numpy as np

from windows import load_sensor_files, make_windows

WIDTH, STRIDE = 16, 4


@jax.jit
def window_features(w):
    return jnp.stack([w.mean(-1), w.std(-1), jnp.abs(jnp.diff(w, axis=-1)).max(-1)], axis=-1)


rng = np.random.default_rng(4)
store = {}
for dev_id, series in enumerate(load_sensor_files(rng)):
    wins = make_windows(series, WIDTH, STRIDE)
    store[dev_id] = np.asarray(window_features(wins))

print({k: v.shape for k, v in store.items()})
