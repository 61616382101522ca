import jax
import jax.numpy as jnp
from priors import DEFAULT_MEANS, DEFAULT_SDS

@jax.jit
def log_prior(theta, means, sds):
    means = jnp.asarray(means); sds = jnp.asarray(sds)
    return -0.5 * jnp.sum(((theta - means) / sds) ** 2)

theta = jnp.array([-1.0, 8.0, -6.5])
lp0 = log_prior(theta, DEFAULT_MEANS, DEFAULT_SDS)
print("default prior", float(lp0))
means = jnp.array(DEFAULT_MEANS)
for assessment_year in (2021, 2022, 2023):
    means = 0.5 * means + 0.5 * theta
    print(assessment_year, float(log_prior(theta, means, DEFAULT_SDS)))
