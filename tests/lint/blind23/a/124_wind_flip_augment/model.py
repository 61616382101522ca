import jax
import jax.numpy as jnp


@jax.jit
def wind_conv_step(kernel, u, v):
    def loss(k):
        speed = jnp.hypot(u, v)
        pred = jax.scipy.signal.convolve2d(speed, k, mode="same")
        return jnp.mean((pred - speed) ** 2) + 1e-3 * jnp.sum(k ** 2)

    l, g = jax.value_and_grad(loss)(kernel)
    return kernel - 0.05 * g, l
