import equinox as eqx
import jax
import jax.numpy as jnp


class RefractometerModel(eqx.Module):
    """Brix-to-SG conversion with a per-instrument scale correction."""
    coeffs: jax.Array
    scale: jax.Array

    def __call__(self, brix):
        b = brix * self.scale
        return 1.0 + self.coeffs[0] * b + self.coeffs[1] * b ** 2


@eqx.filter_jit
def predicted_sg(model, brix):
    return model(brix)
