import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def tobit_nll(params, X, y, lower=0.0):
    mu = X @ params["beta"]
    sigma = jnp.exp(params["log_sigma"])
    censored = y <= lower
    ll_obs = norm.logpdf(y, mu, sigma)
    ll_cens = norm.logcdf((lower - mu) / sigma)
    return -jnp.mean(jnp.where(censored, ll_cens, ll_obs))
