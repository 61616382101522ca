import numpy as np
import jax.numpy as jnp

from model import site_loglik
from surveys import load_histories

histories = load_histories()
grid = [(a, b) for a in (-1.0, 0.0, 1.0) for b in (-1.0, 0.0)]
best = None
for logit_psi, logit_p in grid:
    ll = sum(float(site_loglik(logit_psi, logit_p, h)) for h in histories)
    if best is None or ll > best[0]:
        best = (ll, logit_psi, logit_p)
print("best", best)
