import jax
import jax.numpy as jnp


@jax.jit
def gp_predict_next(t, mag, err, t_next, amp=0.3, scale=5.0):
    d = t[:, None] - t[None, :]
    K = amp ** 2 * jnp.exp(-0.5 * d ** 2 / scale ** 2) + jnp.diag(err ** 2)
    k = amp ** 2 * jnp.exp(-0.5 * (t - t_next) ** 2 / scale ** 2)
    mu0 = jnp.mean(mag)
    alpha = jnp.linalg.solve(K, mag - mu0)
    var = amp ** 2 - k @ jnp.linalg.solve(K, k)
    return mu0 + k @ alpha, jnp.sqrt(var)
