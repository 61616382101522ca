import equinox as eqx
import jax
import jax.numpy as jnp


class AttitudeDenoiser(eqx.Module):
    """Residual MLP cleaning star-tracker quaternions."""
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(4, 4, 32, 2, key=key)

    def __call__(self, q):
        out = q + 0.1 * jax.vmap(self.mlp)(q)
        return out / jnp.linalg.norm(out, axis=-1, keepdims=True)
