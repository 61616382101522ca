import jax

from metrics import MetricsLogger
from train import fit

key = jax.random.PRNGKey(0)
params = {
    "user": 0.1 * jax.random.normal(key, (40, 8)),
    "item": 0.1 * jax.random.normal(jax.random.PRNGKey(1), (30, 8)),
}
logger = MetricsLogger()
params = fit(params, n_steps=5, key=jax.random.PRNGKey(2), on_step=logger)
for step, hr in logger.history:
    print(step, round(hr, 3))
