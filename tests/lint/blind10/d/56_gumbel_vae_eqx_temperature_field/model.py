import equinox as eqx
import jax
import jax.numpy as jnp


class GumbelSoftmaxVAE(eqx.Module):
    encoder: eqx.nn.Linear
    decoder: eqx.nn.Linear
    temperature: float
    num_categories: int = eqx.field(static=True)

    def __init__(self, x_dim, num_categories, key, temperature=1.0):
        k1, k2 = jax.random.split(key)
        self.encoder = eqx.nn.Linear(x_dim, num_categories, key=k1)
        self.decoder = eqx.nn.Linear(num_categories, x_dim, key=k2)
        self.temperature = temperature
        self.num_categories = num_categories

    def neg_elbo(self, x, key):
        logits = self.encoder(x)
        g = -jnp.log(-jnp.log(jax.random.uniform(key, logits.shape, minval=1e-6, maxval=1.0)))
        z = jax.nn.softmax((logits + g) / self.temperature)
        x_logits = self.decoder(z)
        rec = jnp.sum(jnp.logaddexp(0.0, x_logits) - x * x_logits)
        q = jax.nn.softmax(logits)
        kl = jnp.sum(q * (jnp.log(q + 1e-9) + jnp.log(self.num_categories)))
        return rec + kl
