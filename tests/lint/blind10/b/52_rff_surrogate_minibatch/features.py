import jax
import jax.numpy as jnp


def random_fourier_features(x, omega, phase):
    return jnp.sqrt(2.0 / omega.shape[1]) * jnp.cos(x @ omega + phase)


@jax.jit
def sgd_epoch_step(w, xb, yb, omega, phase, lr):
    def loss(w):
        pred = random_fourier_features(xb, omega, phase) @ w
        return jnp.mean((pred - yb) ** 2) + 1e-4 * jnp.sum(w**2)

    l, g = jax.value_and_grad(loss)(w)
    return w - lr * g, l
