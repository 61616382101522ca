import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def tempered_logpost(theta, beta):
    loglik = -0.5 * jnp.sum((theta - 1.0) ** 2) / 0.1
    logprior = -0.5 * jnp.sum(theta**2)
    return logprior + beta * loglik


rng = np.random.default_rng(0)
theta = jnp.zeros(3)
beta = 0
for stage in range(6):
    lp = tempered_logpost(theta, beta)
    theta = theta + 0.1 * jnp.asarray(rng.standard_normal(3), jnp.float32)
    beta = np.float64(min(1.0, beta + 0.25)) if stage % 2 else float(min(1.0, beta + 0.25))
    print(stage, float(lp), beta)
