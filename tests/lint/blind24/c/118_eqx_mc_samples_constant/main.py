import numpy as np
import jax
from model import TenureSurvival, expected_tenure

N_SAMPLES = 256
model = TenureSurvival(4)
rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for cohort in ["2019", "2020", "2021", "2022"]:
    key, sub = jax.random.split(key)
    x = rng.normal(size=(50, 4)).astype(np.float32)
    et = expected_tenure(model, x, sub, N_SAMPLES)
    print(cohort, round(float(et.mean()), 2))
