import numpy as np
import jax
from sequences import CareerPathDataset
from model import promotion_signal

ds = CareerPathDataset(160)
emb = jax.random.normal(jax.random.PRNGKey(0), (9, 12)) * 0.3
w = jax.random.normal(jax.random.PRNGKey(1), (12,))
preds = np.concatenate([np.asarray(promotion_signal(emb, w, xb)) for xb, _ in ds.batches(32)])
print("max_len", ds.max_len, "mean signal", preds.mean().round(4))
