from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


N_BINS = 10


@partial(jax.jit, static_argnames=("n_bins",))
def population_stability(reference, current, n_bins):
    edges = jnp.quantile(reference, jnp.linspace(0.0, 1.0, n_bins + 1))
    ref_hist = jnp.histogram(reference, bins=edges)[0] / reference.shape[0]
    cur_hist = jnp.histogram(current, bins=edges)[0] / current.shape[0]
    ref_hist, cur_hist = ref_hist + 1e-4, cur_hist + 1e-4
    return jnp.sum((cur_hist - ref_hist) * jnp.log(cur_hist / ref_hist))


rng = np.random.default_rng(125)
reference = rng.lognormal(3.0, 0.6, 2000).astype(np.float32)
for day in range(6):
    current = rng.lognormal(3.0 + 0.05 * day, 0.6 + 0.03 * day, 2000).astype(np.float32)
    psi = population_stability(reference, current, n_bins=N_BINS)
    print(f"day {day}: psi={float(psi):.4f}")
