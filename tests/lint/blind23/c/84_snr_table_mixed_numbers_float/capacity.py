import jax
import jax.numpy as jnp


@jax.jit
def ergodic_capacity(key, snr_db, n_t=4, n_r=4, n_draws=500):
    k1, k2 = jax.random.split(key)
    H = (jax.random.normal(k1, (n_draws, n_r, n_t)) + 1j * jax.random.normal(k2, (n_draws, n_r, n_t))) / jnp.sqrt(2.0)
    snr = 10.0 ** (snr_db / 10.0)
    G = jnp.eye(n_r) + (snr / n_t) * H @ jnp.conj(jnp.swapaxes(H, 1, 2))
    _, logdet = jnp.linalg.slogdet(G)
    return jnp.mean(logdet.real) / jnp.log(2.0)
