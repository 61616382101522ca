import jax
import jax.numpy as jnp

from vendors import N_CH


@jax.jit
def match_network_features(trace):
    if trace.shape[0] == N_CH:
        trace = trace.T
    fwd, refl = trace[:, 0], trace[:, 1]
    gamma = jnp.abs(refl) / (jnp.abs(fwd) + 1e-3)
    tune_activity = jnp.abs(jnp.diff(trace[:, 2:], axis=0)).sum(0)
    return jnp.concatenate([jnp.array([gamma.mean(), gamma.max()]), tune_activity])
