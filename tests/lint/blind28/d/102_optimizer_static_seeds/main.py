import jax
import jax.numpy as jnp
import numpy as np

from config import OPTIMIZER, SEEDS
from train import calibrate_step

tf = jnp.asarray(np.linspace(-0.5, 4.0, 120), jnp.float32)
for seed in SEEDS:
    rng = np.random.default_rng(seed)
    melt_obs = jnp.asarray(1.2 * np.asarray(tf) * np.abs(np.asarray(tf)) + rng.normal(0, 0.5, 120), jnp.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
    params = {"gamma": jax.random.uniform(k1, ()), "offset": jax.random.normal(k2, ())}
    opt_state = OPTIMIZER.init(params)
    for _ in range(30):
        params, opt_state, loss = calibrate_step(params, opt_state, tf, melt_obs, optimizer=OPTIMIZER)
    print(f"seed {seed}: gamma {float(params['gamma']):.3f}, offset {float(params['offset']):+.3f}, mse {float(loss):.3f}")
