import jax
import numpy as np

from transforms import PIPELINE

table = np.random.default_rng(9).normal(size=(32, 4)).astype(np.float32)
columns = {}
for fn in PIPELINE:
    columns[fn.__name__] = np.asarray(jax.jit(fn)(table))

print({k: v.shape for k, v in columns.items()})
