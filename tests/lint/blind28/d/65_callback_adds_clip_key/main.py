import jax
import jax.numpy as jnp
import numpy as np

from callbacks import GradientGuard
from step import sgd_epoch

rng = np.random.default_rng(0)
# predictors for ice-core accumulation: d18O, dust, Na, depth -> layer thickness
x = jnp.asarray(rng.normal(0, 1, (150, 4)), jnp.float32)
y = jnp.asarray(0.2 + 0.05 * np.asarray(x[:, 0]) - 0.02 * np.asarray(x[:, 3]), jnp.float32)
k = jax.random.split(jax.random.PRNGKey(0), 2)
p = {"w": 0.3 * jax.random.normal(k[0], (4, 12)), "b": jnp.zeros(12), "v": 0.3 * jax.random.normal(k[1], (12, 1))}
hparams = {"lr": 0.05}
guard = GradientGuard()
for epoch in range(6):
    for _ in range(5):
        p, loss = sgd_epoch(p, x, y, hparams)
    hparams = guard.on_epoch_end(epoch, float(loss), hparams)
    print(epoch, round(float(loss), 5), sorted(hparams))
