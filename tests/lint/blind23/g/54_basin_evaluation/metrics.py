import jax
import jax.numpy as jnp


@jax.jit
def monthly_scores(sim, obs):
    nse = 1 - jnp.sum((sim - obs) ** 2) / jnp.sum((obs - obs.mean()) ** 2)
    pbias = 100 * (sim.sum() - obs.sum()) / obs.sum()
    log_nse = 1 - jnp.sum((jnp.log1p(sim.clip(0)) - jnp.log1p(obs)) ** 2) / jnp.sum((jnp.log1p(obs) - jnp.log1p(obs).mean()) ** 2)
    return jnp.stack([nse, pbias, log_nse])
