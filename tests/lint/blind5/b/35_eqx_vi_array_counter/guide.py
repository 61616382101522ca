import equinox as eqx
import jax
import jax.numpy as jnp


class MeanFieldGuide(eqx.Module):
    loc: jax.Array
    log_scale: jax.Array
    n_updates: jax.Array

    def sample(self, key, n):
        eps = jax.random.normal(key, (n,) + self.loc.shape)
        return self.loc + jnp.exp(self.log_scale) * eps

    def entropy(self):
        return jnp.sum(self.log_scale) + 0.5 * self.loc.size * (1.0 + jnp.log(2 * jnp.pi))
