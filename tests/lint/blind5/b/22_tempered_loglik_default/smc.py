import jax
import jax.numpy as jnp
import numpy as np

from likelihood import tempered_log_lik


def random_walk_move(key, particles, returns, beta, scale=0.05):
    prop = particles + scale * jax.random.normal(key, particles.shape)
    lp_new = jax.vmap(lambda th: tempered_log_lik(th, returns, beta))(prop)
    lp_old = jax.vmap(lambda th: tempered_log_lik(th, returns, beta))(particles)
    u = jax.random.uniform(jax.random.fold_in(key, 1), (particles.shape[0],))
    accept = jnp.log(u) < lp_new - lp_old
    return jnp.where(accept[:, None], prop, particles)


def tempering_smc(key, returns, n_particles=64, betas=(0.0, 0.25, 0.5, 1.0)):
    particles = jax.random.normal(key, (n_particles, 3)) * jnp.array([0.01, 0.5, 0.5]) + jnp.array([0.0, -4.0, 1.0])
    log_z = 0.0
    for b_prev, b in zip(betas[:-1], betas[1:]):
        inc = jax.vmap(lambda th: tempered_log_lik(th, returns, b - b_prev))(particles)
        log_z += float(jax.scipy.special.logsumexp(inc) - jnp.log(n_particles))
        w = np.asarray(jax.nn.softmax(inc), dtype=np.float64)
        idx = np.random.default_rng(int(b * 100)).choice(n_particles, n_particles, p=w / w.sum())
        key, sub = jax.random.split(key)
        particles = random_walk_move(sub, particles[idx], returns, b)
    return particles, log_z
