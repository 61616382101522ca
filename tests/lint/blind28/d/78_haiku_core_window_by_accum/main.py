import jax
import jax.numpy as jnp

from cores import CORES, decade_windows
from net import decadal_features, encoder

params = encoder.init(jax.random.PRNGKey(0), jnp.zeros((40, 44)))
for i, name in enumerate(CORES):
    w = decade_windows(name, i)
    f = decadal_features(params, w)
    print(f"{name:>17s}: window {w.shape[1]} samples, feature mean {[round(float(v), 3) for v in f.mean(0)]}")
