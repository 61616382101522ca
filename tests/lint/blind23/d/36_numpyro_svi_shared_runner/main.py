import jax
import numpy as np

from model import N_ITEMS
from runner import run_svi

OBS_CAP = 200
rng = np.random.default_rng(0)
for cls, (n_students, n_obs) in enumerate([(20, 150), (24, 190), (17, 120), (22, 170)]):
    student = np.zeros(OBS_CAP, np.int32); item = np.zeros(OBS_CAP, np.int32)
    y = np.zeros(OBS_CAP, np.float32); mask = np.zeros(OBS_CAP, bool)
    student[:n_obs] = rng.integers(0, n_students, n_obs)
    item[:n_obs] = rng.integers(0, N_ITEMS, n_obs)
    y[:n_obs] = rng.random(n_obs) < 0.6
    mask[:n_obs] = True
    params, loss = run_svi(jax.random.PRNGKey(cls), student, item, mask, y)
    print(f"class {cls}: {n_students} students, loss {float(loss):.1f}")
