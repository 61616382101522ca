import numpy as np
import jax
import jax.numpy as jnp

from cv import folds
from train import fit

rng = np.random.default_rng(0)
# height, max diameter, neck diameter, wall thickness (dm) of amphorae
x = rng.uniform(0.5, 1.5, size=(80, 4)).astype(np.float32)
y = (x[:, 0] * x[:, 1] ** 2 * 0.6).astype(np.float32)
scores = []
for f, (tr, va) in enumerate(folds(80, 4)):
    model = fit(jax.random.PRNGKey(f), x[tr], y[tr])
    scores.append(float(jnp.mean((jax.vmap(model)(x[va])[:, 0] - y[va]) ** 2)))
print("cv mse", np.round(scores, 4))
