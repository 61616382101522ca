import equinox as eqx
import jax
import jax.numpy as jnp


class PoissonGLM(eqx.Module):
    coef: jax.Array
    intercept: jax.Array

    def __init__(self, d):
        self.coef = jnp.zeros(d, jnp.float32)
        self.intercept = jnp.zeros((), jnp.float32)

    def __call__(self, X):
        return jnp.exp(X @ self.coef + self.intercept)


def penalized_nll(model, X, y, l2):
    mu = model(X)
    return jnp.mean(mu - y * jnp.log(mu)) + l2 * jnp.sum(model.coef ** 2)
