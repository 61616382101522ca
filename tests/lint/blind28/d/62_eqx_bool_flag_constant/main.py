import jax.numpy as jnp
import numpy as np

from config import RunConfig
from firn import firn_year

cfg = RunConfig()
rng = np.random.default_rng(4)
state = {"pore_space": jnp.full((cfg.n_cells,), 0.8, jnp.float32), "runoff": jnp.zeros((cfg.n_cells,), jnp.float32)}
for year in range(cfg.n_years):
    melt = jnp.asarray(rng.gamma(2.0, 0.15 + 0.03 * year, cfg.n_cells), jnp.float32)
    acc = jnp.asarray(rng.uniform(0.2, 0.6, cfg.n_cells), jnp.float32)
    state = firn_year(state, melt, acc, cfg.use_refreeze)
    print(f"year {year}: remaining pore space {float(state['pore_space'].mean()):.3f} m w.e., cumulative runoff {float(state['runoff'].mean()):.3f}")
