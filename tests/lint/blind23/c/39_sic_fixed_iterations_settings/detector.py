from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_iter",))
def soft_ic_detect(y, H, noise_var, n_iter):
    n_tx = H.shape[1]
    x_hat = jnp.zeros(n_tx)
    for _ in range(n_iter):
        # parallel soft interference cancellation with MMSE filtering per stream
        r = y[:, None] - H @ x_hat[:, None] + H * x_hat[None, :]
        hh = jnp.sum(H * H, axis=0)
        z = jnp.sum(H * r, axis=0) / (hh + noise_var)
        x_hat = jnp.tanh(2 * z * hh / noise_var / (1 + hh))
    return jnp.sign(x_hat)
