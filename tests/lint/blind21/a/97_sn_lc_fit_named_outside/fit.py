import equinox as eqx
import jax
import jax.numpy as jnp


class Bazin(eqx.Module):
    log_a: jnp.ndarray
    t0: jnp.ndarray
    log_rise: jnp.ndarray
    log_fall: jnp.ndarray

    def __call__(self, t):
        x = t - self.t0
        return jnp.exp(self.log_a) * jnp.exp(-x / jnp.exp(self.log_fall)) / (1 + jnp.exp(-x / jnp.exp(self.log_rise)))


@eqx.filter_jit
def fit_bazin(model, t, flux, err, n_steps=60, lr=0.02):
    def chi2(m):
        return jnp.sum(((m(t) - flux) / err) ** 2)

    for _ in range(n_steps):
        g = eqx.filter_grad(chi2)(model)
        model = jax.tree_util.tree_map(lambda p, gi: p - lr * gi / (1 + jnp.abs(gi)), model, g)
    return model, chi2(model)
