import jax
import jax.numpy as jnp


@jax.jit
def relativities(coefs, factors):
    eta = coefs[0]
    for i, f in enumerate(factors):
        eta = eta + coefs[i + 1] * f
    return jnp.exp(eta)


def fit_step(coefs, factors, claims, lr=0.05):
    def loss(c):
        mu = relativities(c, factors)
        return jnp.mean(mu - claims * jnp.log(mu))
    return coefs - lr * jax.grad(loss)(coefs)
