import jax
import jax.numpy as jnp


class PCADetector:
    """Damage-sensitive features projected onto the healthy-state principal subspace."""

    def __init__(self, healthy, n_comp=3):
        mu = healthy.mean(0)
        u, s, vt = jnp.linalg.svd(healthy - mu, full_matrices=False)
        self.mu = mu
        self.basis = vt[:n_comp]

    def _residual(self, feats):
        c = feats - self.mu
        recon = (c @ self.basis.T) @ self.basis
        return jnp.linalg.norm(c - recon, axis=-1)

    def score(self, feats):
        residual = jax.jit(self._residual)
        return residual(feats)
