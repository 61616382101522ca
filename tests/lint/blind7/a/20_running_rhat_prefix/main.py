import jax
import jax.numpy as jnp

from diagnostics import split_rhat


@jax.jit
def rw_metropolis(x, key):
    k1, k2 = jax.random.split(key)
    prop = x + 0.8 * jax.random.normal(k1, x.shape)
    log_ratio = -0.5 * (prop ** 2 - x ** 2)
    accept = jnp.log(jax.random.uniform(k2, x.shape)) < log_ratio
    return jnp.where(accept, prop, x)


n_chains, block = 4, 20
x = jax.random.normal(jax.random.PRNGKey(0), (n_chains,)) * 3
key = jax.random.PRNGKey(1)
draws = []
for it in range(1, 7):
    for _ in range(block):
        key, sub = jax.random.split(key)
        x = rw_metropolis(x, sub)
        draws.append(x)
    chains = jnp.stack(draws, axis=1)
    rhat = float(split_rhat(chains))
    print(f"{it * block} draws, R-hat {rhat:.3f}")
    if rhat < 1.01:
        break
