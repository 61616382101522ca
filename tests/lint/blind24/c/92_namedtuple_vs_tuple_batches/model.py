import jax
import jax.numpy as jnp


def _nll(w, x, y):
    p = jax.nn.sigmoid(x @ w)
    return -(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7)).mean()


@jax.jit
def onboarding_step(w, batch):
    x, y = batch
    return w - 0.5 * jax.grad(_nll)(w, x, y)


@jax.jit
def onboarding_metrics(w, batch):
    x, y = batch
    p = jax.nn.sigmoid(x @ w)
    return _nll(w, x, y), ((p > 0.5) == (y > 0.5)).mean()
