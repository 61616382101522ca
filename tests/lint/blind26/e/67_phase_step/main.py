import jax.numpy as jnp
import numpy as np

from phases import PHASES, optimizer_for
from steps import phase_step

rng = np.random.default_rng(35)
X = rng.normal(size=(128, 6)).astype(np.float32)  # weekly load, monotony, sleep, ...
y = (X @ rng.normal(size=6) + rng.normal(0, 0.2, 128)).astype(np.float32)  # performance test z

params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
for phase, lr in PHASES:
    tx = optimizer_for(lr)
    opt_state = tx.init(params)
    for it in range(25):
        params, opt_state, l = phase_step(tx, params, opt_state, X, y)
    print(phase, round(float(l), 4))
