import jax
import jax.numpy as jnp


class UEReceiver:
    def __init__(self, ue_id, n_rx=2):
        self.ue_id = ue_id
        self.n_rx = n_rx

    def irc_combine(self, y, h, r_ii):
        # interference rejection combining
        r = r_ii + jnp.outer(h, jnp.conj(h))
        w = jnp.linalg.solve(r, h)
        return jnp.conj(w) @ y
