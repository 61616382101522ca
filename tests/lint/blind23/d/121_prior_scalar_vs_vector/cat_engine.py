import jax
import jax.numpy as jnp


@jax.jit
def eap_update(prior_mean, difficulties, responses):
    grid = jnp.linspace(-4, 4, 81)
    log_prior = -0.5 * (grid - prior_mean) ** 2
    p = jax.nn.sigmoid(grid[:, None] - difficulties[None, :])
    log_lik = jnp.sum(responses * jnp.log(p) + (1 - responses) * jnp.log1p(-p), axis=1)
    post = jax.nn.softmax(log_prior + log_lik)
    return jnp.sum(post * grid)
