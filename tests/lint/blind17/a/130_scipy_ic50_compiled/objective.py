import jax
import jax.numpy as jnp
import numpy as np


def log_logistic_nll(theta, logd, resp):
    top, log_ic50, slope, log_sigma = theta
    pred = top / (1 + jnp.exp(slope * (logd - log_ic50)))
    sigma = jnp.exp(log_sigma)
    return jnp.sum(0.5 * ((resp - pred) / sigma) ** 2 + log_sigma)


_value_and_grad = jax.jit(jax.value_and_grad(log_logistic_nll))


def scipy_objective(theta, logd, resp):
    value, grad = _value_and_grad(theta, logd, resp)
    return float(value), np.asarray(grad, dtype=np.float64)
