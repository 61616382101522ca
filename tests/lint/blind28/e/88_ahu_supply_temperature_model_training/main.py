import numpy as np
import jax
import jax.numpy as jnp

from train import TX, ahu_train_step

# warm restarts: the optimizer state is re-initialised at the start of every season
rng = np.random.default_rng(6)
seasons = []
for s in range(4):
    x = rng.normal(size=(200, 4)).astype(np.float32)
    y = (np.tanh(x @ rng.normal(size=4)) + 0.05 * rng.normal(size=200)).astype(np.float32)
    seasons.append((x, y))

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (4, 16)) * 0.3, "b1": jnp.zeros(16), "w2": jax.random.normal(k2, (16, 1)) * 0.3}
for s, (x, y) in enumerate(seasons):
    opt_state = TX.init(params)
    for _ in range(25):
        params, opt_state, l = ahu_train_step(params, opt_state, x, y)
    print("season", s, float(l))
