import jax
import jax.numpy as jnp


def calving_interval_loglik(params, days_open, covariates, censor=None):
    # Weibull time-to-conception with optional right censoring
    scale = jnp.exp(covariates @ params["beta"] + params["log_scale"])
    k = jnp.exp(params["log_k"])
    z = days_open / scale
    logpdf = jnp.log(k / scale) + (k - 1) * jnp.log(z) - z ** k
    logsurv = -z ** k
    if censor is None:
        return logpdf.sum()
    return jnp.where(censor, logsurv, logpdf).sum()


@jax.jit
def herd_loglik_grad(params, days_open, covariates, censor=None):
    return jax.value_and_grad(calving_interval_loglik)(params, days_open, covariates, censor)
