import jax
import jax.numpy as jnp


def price_one(age, term, sum_assured):
    t = jnp.arange(40.0)
    mu = 6e-5 * jnp.exp(0.093 * (age + t))
    surv = jnp.exp(-jnp.cumsum(mu))
    in_term = t < term
    v = 1.03 ** -(t + 1.0)
    benefit = jnp.sum(jnp.where(in_term, surv * mu * v, 0.0)) * sum_assured
    annuity = jnp.sum(jnp.where(in_term, surv / jnp.exp(-mu) * v * 1.03, 0.0))
    return benefit / annuity


def price_batch(ages, terms, sums):
    priced = jax.jit(jax.vmap(price_one))
    return priced(ages, terms, sums)
