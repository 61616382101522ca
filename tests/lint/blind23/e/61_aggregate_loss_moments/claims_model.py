import jax
import jax.numpy as jnp


@jax.jit
def aggregate_loss_moments(freq, sev_mu, sev_sigma, n_policies):
    mean_sev = jnp.exp(sev_mu + 0.5 * sev_sigma ** 2)
    second_sev = jnp.exp(2 * sev_mu + 2 * sev_sigma ** 2)
    lam = freq * n_policies
    return lam * mean_sev, jnp.sqrt(lam * second_sev)
