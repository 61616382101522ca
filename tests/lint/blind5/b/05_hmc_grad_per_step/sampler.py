import jax
import jax.numpy as jnp
import numpy as np


def leapfrog(theta, momentum, grad_fn, step_size, n_leapfrog):
    momentum = momentum + 0.5 * step_size * grad_fn(theta)
    for _ in range(n_leapfrog - 1):
        theta = theta + step_size * momentum
        momentum = momentum + step_size * grad_fn(theta)
    theta = theta + step_size * momentum
    momentum = momentum + 0.5 * step_size * grad_fn(theta)
    return theta, momentum


def hmc(log_prob, theta0, n_samples, step_size=0.05, n_leapfrog=5, seed=0):
    rng = np.random.default_rng(seed)
    theta = jnp.asarray(theta0)
    samples, accepted = [], 0
    for _ in range(n_samples):
        grad_fn = jax.jit(jax.grad(log_prob))
        p0 = jnp.asarray(rng.normal(size=theta.shape), dtype=theta.dtype)
        prop, p1 = leapfrog(theta, p0, grad_fn, step_size, n_leapfrog)
        log_accept = (log_prob(prop) - 0.5 * jnp.sum(p1**2)) - (log_prob(theta) - 0.5 * jnp.sum(p0**2))
        if np.log(rng.uniform()) < float(log_accept):
            theta, accepted = prop, accepted + 1
        samples.append(np.asarray(theta))
    return np.stack(samples), accepted / n_samples
