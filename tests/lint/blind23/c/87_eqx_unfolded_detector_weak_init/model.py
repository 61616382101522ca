import equinox as eqx
import jax
import jax.numpy as jnp


class UnfoldedProjectedGD(eqx.Module):
    """Deep-unfolded projected gradient MIMO detector with learned per-layer step sizes."""
    steps: jax.Array
    n_layers: int = eqx.field(static=True)

    def __init__(self, n_layers):
        self.n_layers = n_layers
        self.steps = jnp.full(n_layers, 0.1)

    def __call__(self, y, H):
        x = jnp.zeros(H.shape[1])
        for i in range(self.n_layers):
            x = jnp.tanh(3.0 * (x + self.steps[i] * H.T @ (y - H @ x)))
        return x
