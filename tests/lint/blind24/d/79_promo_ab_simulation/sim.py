import jax
import jax.numpy as jnp


@jax.jit
def simulate_conversion(key, base_rate, uplift, n_visitors):
    kc, kt = jax.random.split(key)
    control = jax.random.bernoulli(kc, base_rate, (n_visitors.shape[0], 2000)).mean(-1)
    treated = jax.random.bernoulli(kt, base_rate * (1 + uplift), (n_visitors.shape[0], 2000)).mean(-1)
    return treated - control
