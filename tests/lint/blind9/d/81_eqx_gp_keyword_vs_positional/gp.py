import equinox as eqx
import jax
import jax.numpy as jnp


class SpectralMixtureGP(eqx.Module):
    log_weights: jax.Array
    log_freqs: jax.Array
    log_scales: jax.Array
    log_noise: jax.Array

    def __init__(self, n_components, key):
        k1, k2 = jax.random.split(key)
        self.log_weights = jnp.zeros(n_components)
        self.log_freqs = jnp.log(jax.random.uniform(k1, (n_components,), minval=0.05, maxval=0.5))
        self.log_scales = jnp.log(jax.random.uniform(k2, (n_components,), minval=0.01, maxval=0.1))
        self.log_noise = jnp.log(jnp.full((), 0.1, dtype=jnp.float32))

    def kernel(self, a, b):
        tau = a[:, None] - b[None, :]
        w, f, s = jnp.exp(self.log_weights), jnp.exp(self.log_freqs), jnp.exp(self.log_scales)
        return jnp.sum(w * jnp.exp(-2 * jnp.pi**2 * tau[..., None] ** 2 * s**2)
                       * jnp.cos(2 * jnp.pi * tau[..., None] * f), -1)


@eqx.filter_jit
def predict(gp, t_train, y_train, t_test):
    K = gp.kernel(t_train, t_train) + jnp.exp(gp.log_noise) * jnp.eye(t_train.shape[0])
    return gp.kernel(t_test, t_train) @ jnp.linalg.solve(K, y_train)
