import jax.numpy as jnp
import numpy as np

from clients import CLIENTS, risk_aversion
from optimizer import mean_variance

rng = np.random.default_rng(21)
R = rng.normal(0.0005, 0.01, size=(250, 5)).astype(np.float32)
mu = jnp.asarray(R.mean(0) * 252)
cov = jnp.asarray(np.cov(R, rowvar=False) * 252, dtype=jnp.float32)

for client in CLIENTS:
    gamma = risk_aversion(client)
    w = mean_variance(mu, cov, gamma)
    print(client["id"], round(float(gamma), 2), np.round(np.asarray(w), 3))
