import jax
import jax.numpy as jnp


@jax.jit
def welford_update(state, batch):
    count, mean, m2 = state
    n = batch.shape[0]
    b_mean = batch.mean(0)
    b_m2 = ((batch - b_mean) ** 2).sum(0)
    delta = b_mean - mean
    tot = count + n
    mean = mean + delta * n / tot
    m2 = m2 + b_m2 + delta ** 2 * count * n / tot
    return tot, mean, m2


def init_state(n_wavelengths):
    return [jnp.zeros((), jnp.float32), jnp.zeros(n_wavelengths), jnp.zeros(n_wavelengths)]
