import jax
import numpy as np

from model import model
from report import expected_renewals, calibrated_renewals

rng = np.random.default_rng(95)
params = model.init(jax.random.PRNGKey(0), np.zeros((1, 5), np.float32))
for month in range(3):
    book = rng.normal(size=(400, 5)).astype(np.float32)
    raw = expected_renewals(params, book)
    cal = calibrated_renewals(params, book, temperature=1.3)
    print(f"month {month}: expected renewals {raw:.1f} (calibrated {cal:.1f})")
