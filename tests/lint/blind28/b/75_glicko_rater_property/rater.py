import jax
import jax.numpy as jnp


class GlickoRater:
    def __init__(self, tau=0.5):
        self.tau = tau

    def _period_update(self, mu, phi, opp_mu, opp_phi, score):
        g = 1.0 / jnp.sqrt(1.0 + 3.0 * opp_phi ** 2 / jnp.pi ** 2)
        e = jax.nn.sigmoid(g * (mu - opp_mu))
        v = 1.0 / (g ** 2 * e * (1 - e))
        phi_new = 1.0 / jnp.sqrt(1.0 / (phi ** 2 + self.tau ** 2) + 1.0 / v)
        return mu + phi_new ** 2 * g * (score - e), phi_new

    @property
    def update_fn(self):
        return jax.jit(self._period_update)
