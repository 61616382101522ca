import jax.numpy as jnp
from jax.scipy import stats


def gaussian_log_joint(theta, y):
    loc, log_scale = theta
    return jnp.sum(stats.norm.logpdf(y, loc, jnp.exp(log_scale))) + stats.norm.logpdf(loc, 0, 5)


def student_t_log_joint(theta, y):
    loc, log_scale = theta
    return jnp.sum(stats.t.logpdf(y, 4.0, loc, jnp.exp(log_scale))) + stats.norm.logpdf(loc, 0, 5)


def laplace_log_joint(theta, y):
    loc, log_scale = theta
    return jnp.sum(stats.laplace.logpdf(y, loc, jnp.exp(log_scale))) + stats.norm.logpdf(loc, 0, 5)


CANDIDATES = [gaussian_log_joint, student_t_log_joint, laplace_log_joint]
