import jax.numpy as jnp
import numpy as np

from config import SizeRunConfig
from grading import fit_size_curve

cfg = SizeRunConfig()
rng = np.random.default_rng(3)
stores = {f"store_{i}": rng.poisson([3, 9, 15, 12, 6, 2]).astype(np.float32) for i in range(5)}

for name, sales in stores.items():
    logits = jnp.zeros(cfg.n_sizes)
    for _ in range(cfg.n_iters):
        logits, kl = fit_size_curve(logits, jnp.asarray(sales), cfg.smoothing, n_sizes=cfg.n_sizes)
    curve = np.asarray(jnp.exp(logits) / jnp.sum(jnp.exp(logits)))
    print(name, dict(zip(cfg.size_labels, np.round(curve, 3))), round(float(kl), 5))
