import jax
import jax.numpy as jnp
import numpyro.distributions as dist
import optax

opt = optax.adam(0.05)


def nll(theta, annual_max):
    loc, log_scale = theta[0], theta[1]
    return -jnp.sum(dist.Gumbel(loc, jnp.exp(log_scale)).log_prob(annual_max))


@jax.jit
def gumbel_fit_step(theta, opt_state, annual_max):
    loss, g = jax.value_and_grad(nll)(theta, annual_max)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(theta, upd), opt_state, loss


def return_level(theta, period):
    loc, scale = float(theta[0]), float(jnp.exp(theta[1]))
    return loc - scale * jnp.log(-jnp.log(1 - 1 / period))
