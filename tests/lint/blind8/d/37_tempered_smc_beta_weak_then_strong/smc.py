import jax
import jax.numpy as jnp


def log_prior(theta):
    return -0.5 * jnp.sum(theta**2, axis=-1) / 9.0


def log_lik(theta, data):
    # Gaussian location model with unknown mean vector
    return -0.5 * jnp.sum((data[None, :, :] - theta[:, None, :]) ** 2, axis=(1, 2))


@jax.jit
def reweight_and_move(key, particles, data, beta, step=0.3):
    ll = log_lik(particles, data)
    # adaptive increment: keep the incremental weights' spread near one nat
    delta_beta = jnp.clip(1.0 / (jnp.std(ll) + 1e-6), 0.0, 1.0 - beta)
    logw = delta_beta * ll
    k_res, k_prop, k_acc = jax.random.split(key, 3)
    idx = jax.random.categorical(k_res, logw, shape=(particles.shape[0],))
    particles, ll = particles[idx], ll[idx]
    new_beta = beta + delta_beta
    prop = particles + step * jax.random.normal(k_prop, particles.shape)
    ll_prop = log_lik(prop, data)
    log_ratio = (log_prior(prop) + new_beta * ll_prop) - (log_prior(particles) + new_beta * ll)
    accept = jnp.log(jax.random.uniform(k_acc, (particles.shape[0],))) < log_ratio
    particles = jnp.where(accept[:, None], prop, particles)
    log_evidence_inc = jax.scipy.special.logsumexp(logw) - jnp.log(particles.shape[0])
    return particles, new_beta, log_evidence_inc
