from functools import partial
import jax
import jax.numpy as jnp
from config import N_DRAWS, VOLATILITY, PROJECTS

@partial(jax.jit, static_argnames=("n_draws",))
def feasibility_sim(key, cost, units, vol, n_draws):
    k1, k2 = jax.random.split(key)
    price = 420e3 * jnp.exp(vol * jax.random.normal(k1, (n_draws,)))
    overrun = 1.0 + 0.15 * jax.random.uniform(k2, (n_draws,))
    profit = units * price - cost * overrun
    return jnp.mean(profit > 0), jnp.percentile(profit, 5.0)

key = jax.random.PRNGKey(0)
for name, cost, units, risk in PROJECTS:
    key, sub = jax.random.split(key)
    prob, var5 = feasibility_sim(sub, cost, units, VOLATILITY[risk], n_draws=N_DRAWS)
    print(f"{name:17s} {float(prob):.2f} {float(var5) / 1e6:.1f}M")
