from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_cows", "n_cull"))
def cull_candidates(milk_kg, scc, days_open, n_cows, n_cull):
    z_milk = (milk_kg - milk_kg.mean()) / milk_kg.std()
    z_scc = (jnp.log(scc) - jnp.log(scc).mean()) / jnp.log(scc).std()
    z_open = (days_open - days_open.mean()) / days_open.std()
    merit = z_milk - 0.5 * z_scc - 0.3 * z_open
    order = jnp.argsort(merit)
    return order[:n_cull], merit.reshape(n_cows)
