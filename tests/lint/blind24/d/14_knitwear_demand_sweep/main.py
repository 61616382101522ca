import itertools

import jax.numpy as jnp
import numpy as np

from sweep import make_trainer

rng = np.random.default_rng(0)
weeks = np.arange(104, dtype=np.float32)[:, None] / 52.0
X = np.concatenate([weeks, rng.normal(size=(104, 3)).astype(np.float32)], axis=1)
y = (np.sin(2 * np.pi * weeks[:, 0]) * 3 + X[:, 1:] @ np.array([1.0, -0.5, 0.2])).astype(np.float32)

results = {}
for lr, wd in itertools.product([1e-2, 3e-2], [0.0, 1e-4]):
    params = {"w": jnp.zeros(3), "freq": jnp.float32(6.0), "amp": jnp.float32(1.0)}
    tx, train_epoch = make_trainer(lr, wd)
    opt_state = tx.init(params)
    for _ in range(30):
        params, opt_state, loss = train_epoch(params, opt_state, X, y)
    results[(lr, wd)] = float(loss)
for k, v in sorted(results.items(), key=lambda kv: kv[1]):
    print(k, round(v, 4))
