import jax
import jax.numpy as jnp


@jax.jit
def normal_gamma_update(mu, kappa, alpha, beta, frame_db, is_silence, count):
    """Conjugate update of the background level from frames flagged as silence."""
    n = jnp.sum(is_silence)
    xbar = jnp.sum(frame_db * is_silence) / jnp.maximum(n, 1.0)
    ss = jnp.sum(is_silence * (frame_db - xbar) ** 2)
    kappa_n = kappa + n
    mu_n = (kappa * mu + n * xbar) / kappa_n
    alpha_n = alpha + n / 2
    beta_n = beta + 0.5 * ss + kappa * n * (xbar - mu) ** 2 / (2 * kappa_n)
    # damp the prior strength so the estimate can drift over long recordings
    damp = jnp.minimum(1.0, 500.0 / (count + n + 1.0))
    return mu_n, kappa_n * damp, alpha_n, beta_n, count + n


class NoiseFloorTracker:
    def __init__(self):
        self.state = (jnp.float32(-60.0), jnp.float32(1.0), jnp.float32(2.0), jnp.float32(20.0))
        self.count = jnp.zeros((), jnp.float32)

    def update(self, frame_db, vad):
        mu, kappa, alpha, beta, self.count = normal_gamma_update(*self.state, frame_db, vad, self.count)
        self.state = (mu, kappa, alpha, beta)

    @property
    def level_db(self):
        return float(self.state[0])
