import jax
import jax.numpy as jnp


@jax.jit
def analysis(ensemble, obs, obs_err, key, inflation=None):
    if inflation is not None:
        mean = ensemble.mean(axis=0)
        ensemble = mean + inflation[:, None] * (ensemble - mean)
    hx = ensemble[:, -1]
    p_xy = jnp.cov(ensemble.T, hx)[:-1, -1]
    p_yy = hx.var() + obs_err ** 2
    gain = p_xy / p_yy
    perturbed = obs + obs_err * jax.random.normal(key, hx.shape)
    return ensemble + (perturbed - hx)[:, None] * gain[None, :]


def forecast(ensemble, rain):
    s = ensemble[:, 0] + rain
    q = 0.15 * s
    return jnp.stack([s - q, q], axis=1)
