import jax.numpy as jnp
from flax import nnx


class CutoffConvNet(nnx.Module):
    def __init__(self, n_rbf, hidden, r_cut, rngs):
        self.r_cut = nnx.Variable(jnp.asarray(r_cut, jnp.float32))
        self.centers = jnp.linspace(0.0, 6.0, n_rbf)
        self.filt = nnx.Linear(n_rbf, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, dists):
        # dists: (n_structures, n_pairs) minimum-image pair distances
        rbf = jnp.exp(-4.0 * (dists[..., None] - self.centers) ** 2)
        env = 0.5 * (jnp.cos(jnp.pi * dists / self.r_cut[...]) + 1.0) * (dists < self.r_cut[...])
        h = nnx.silu(self.filt(rbf)) * env[..., None]
        return self.out(h.sum(1))[:, 0]
