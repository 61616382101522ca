import jax
import jax.numpy as jnp
import numpy as np

from model import init_params, train_step, log_rate

rng = np.random.default_rng(6)
X = rng.normal(size=(1024, 7)).astype(np.float32)
y = rng.poisson(np.exp(-1.2 + 0.4 * X[:, 0])).astype(np.float32)
Xv, yv = X[768:], y[768:]
X, y = X[:768], y[:768]

params = init_params(jax.random.PRNGKey(0), 7)
key = jax.random.PRNGKey(1)
for epoch in range(4):
    for s in range(0, 768, 128):
        key, sub = jax.random.split(key)
        params = train_step(params, X[s:s + 128], y[s:s + 128], sub)

# point estimate and MC-dropout spread of expected claims on the validation book
point = float(jnp.exp(log_rate(params, Xv, key, deterministic=True)).sum())
draws = []
for i in range(20):
    key, sub = jax.random.split(key)
    draws.append(float(jnp.exp(log_rate(params, Xv, sub, deterministic=False)).sum()))
print(f"expected claims {point:.1f}, MC dropout 5-95%: {np.percentile(draws, 5):.1f} - {np.percentile(draws, 95):.1f}")
