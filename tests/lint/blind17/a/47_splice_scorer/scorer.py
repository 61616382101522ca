import jax
import jax.numpy as jnp
import numpy as np


class SpliceScorer:
    def __init__(self, pwm_donor, pwm_acceptor):
        self.pwm_donor = jnp.asarray(pwm_donor)
        self.pwm_acceptor = jnp.asarray(pwm_acceptor)

    def _scan(self, pwm_donor, pwm_acceptor, onehot):
        width = pwm_donor.shape[0]
        windows = jnp.stack([onehot[i:i + onehot.shape[0] - width + 1] for i in range(width)], axis=1)
        donor = jnp.einsum("lwc,wc->l", windows, pwm_donor)
        acceptor = jnp.einsum("lwc,wc->l", windows, pwm_acceptor)
        return donor, acceptor

    @property
    def scan(self):
        return jax.jit(self._scan)

    def best_sites(self, onehot):
        donor, acceptor = self.scan(self.pwm_donor, self.pwm_acceptor, onehot)
        return int(jnp.argmax(donor)), int(jnp.argmax(acceptor))
