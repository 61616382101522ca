import jax.numpy as jnp
import numpy as np

from evaluation import validate
from metrics import compute_metrics


def apply_fn(params, x):
    return x @ params


rng = np.random.default_rng(2)
params = jnp.asarray(rng.normal(size=(5, 2)), dtype=jnp.float32)
train = [(rng.normal(size=(16, 5)).astype(np.float32), rng.integers(0, 2, size=16)) for _ in range(4)]
val = [(rng.normal(size=(16, 5)).astype(np.float32), rng.integers(0, 2, size=16)) for _ in range(2)]

for epoch in range(3):
    for x, y in train:
        m = compute_metrics(apply_fn(params, x), y)
    print(f"epoch {epoch} train_f1={float(m['f1']):.3f} val_f1={validate(apply_fn, params, val):.3f}")
