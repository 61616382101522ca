import equinox as eqx
import jax
import numpy as np

from losses import make_pinball
from train import fit_quantile

rng = np.random.default_rng(100)
# weekly hosiery demand per store from footfall, promo, weather, week-of-year...
x = rng.normal(size=(160, 6)).astype(np.float32)
y = (x[:, 1] * 3 + rng.gamma(2, 2, 160)).astype(np.float32)

for q in (0.5, 0.95):
    loss_fn = make_pinball(q)
    model = eqx.nn.Linear(6, 1, key=jax.random.PRNGKey(1))
    model, loss = fit_quantile(model, x, y, loss_fn)
    print(f"q={q}: pinball {float(loss):.3f}")
