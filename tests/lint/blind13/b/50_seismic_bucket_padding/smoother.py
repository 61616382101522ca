import jax
import jax.numpy as jnp


@jax.jit
def gp_smooth(y, mask, ell=4.0, signal_var=1.0, noise_var=0.04):
    n = y.shape[0]
    t = jnp.arange(n, dtype=jnp.float32)
    K = signal_var * jnp.exp(-0.5 * (t[:, None] - t[None, :]) ** 2 / ell ** 2)
    noise = jnp.where(mask > 0, noise_var, 1e6)
    L = jnp.linalg.cholesky(K + jnp.diag(noise))
    alpha = jax.scipy.linalg.cho_solve((L, True), y * mask)
    return K @ alpha
