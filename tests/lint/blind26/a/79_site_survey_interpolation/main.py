import numpy as np
import jax
import jax.numpy as jnp

from batch import make_batch


def survey_loss(log_rate, b):
    lam = jnp.exp(log_rate) * b.visibility * (1.0 - b.ploughzone)
    return jnp.mean(lam - b.counts * jnp.log(lam))


@jax.jit
def survey_step(log_rate, b):
    l, g = jax.value_and_grad(survey_loss)(log_rate, b)
    return log_rate - 0.1 * g, l


rng = np.random.default_rng(0)
log_rate = jnp.float32(0.0)
for step in range(12):
    b = make_batch(rng, recorded=(step % 4 == 0))
    log_rate, l = survey_step(log_rate, b)
print("intensity per 10m transect", float(jnp.exp(log_rate)))
