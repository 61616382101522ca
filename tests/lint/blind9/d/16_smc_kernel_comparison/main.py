import jax
import jax.numpy as jnp
import numpy as np

from kernels import MOVE_KERNELS, log_target

N_PARTICLES = 128
BETAS = np.linspace(0.0, 1.0, 6)[1:]


@jax.jit
def reweight_resample(key, particles, d_beta):
    log_w = d_beta * jax.vmap(log_target)(particles)
    idx = jax.random.categorical(key, log_w, shape=(particles.shape[0],))
    ess = jnp.exp(2 * jax.nn.logsumexp(log_w) - jax.nn.logsumexp(2 * log_w))
    return particles[idx], ess


def tempered_smc(key, move, n_particles):
    key, init_key = jax.random.split(key)
    particles = 3.0 * jax.random.normal(init_key, (n_particles, 2))
    prev = 0.0
    for beta in BETAS:
        key, k_rs, k_mv = jax.random.split(key, 3)
        d_beta = jnp.asarray(beta - prev, dtype=jnp.float32)
        particles, ess = reweight_resample(k_rs, particles, d_beta)
        particles = move(k_mv, particles, jnp.asarray(beta, dtype=jnp.float32))
        prev = beta
    return particles


def main():
    key = jax.random.PRNGKey(0)
    for name, kernel in MOVE_KERNELS.items():
        move = jax.jit(kernel)
        particles = tempered_smc(key, move, N_PARTICLES)
        print(f"{name:12s} posterior mean {np.round(np.asarray(particles.mean(0)), 3)}")


if __name__ == "__main__":
    main()
