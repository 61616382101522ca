import numpy as np
import jax
import equinox as eqx
from ensemble import ensemble_hire_prob, fit_member

rng = np.random.default_rng(0)
X = rng.normal(size=(200, 6)).astype(np.float32)
y = (X[:, 0] - X[:, 1] > 0).astype(np.float32)
members = []
for k in range(4):
    idx = rng.integers(0, 200, 200)
    m = eqx.nn.Linear(6, 1, key=jax.random.PRNGKey(k))
    members.append(fit_member(m, X[idx], y[idx]))
    p = ensemble_hire_prob(members, X[:50])
    print(len(members), round(float(((p > 0.5) == (y[:50] > 0.5)).mean()), 3))
