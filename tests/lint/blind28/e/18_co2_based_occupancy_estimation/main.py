import numpy as np
import jax.numpy as jnp

from filter import kf_update

rng = np.random.default_rng(6)
true_occ = np.concatenate([np.zeros(10), np.full(30, 12.0), np.full(20, 4.0)])
co2_excess = np.zeros_like(true_occ)
for t in range(1, len(true_occ)):
    co2_excess[t] = 0.9 * co2_excess[t - 1] + 0.04 * true_occ[t] * 25
measurements = np.stack([co2_excess + rng.normal(0, 5, len(true_occ)),
                         true_occ + rng.normal(0, 1, len(true_occ))], axis=1).astype(np.float32)

state = None
estimates = []
for z in measurements:
    state = kf_update(jnp.asarray(z), state)
    estimates.append(float(state[0][0]))
print(np.round(estimates[::10], 1))
