import equinox as eqx
import jax
import jax.numpy as jnp


class OneCompartmentOral(eqx.Module):
    log_params: jax.Array

    def __call__(self, t, dose):
        ka, cl, v = jnp.exp(self.log_params)
        k = cl / v
        return dose * ka / (v * (ka - k)) * (jnp.exp(-k * t) - jnp.exp(-ka * t))


def load_models():
    table = {"AZD-1": (1.1, 4.0, 35.0), "AZD-2": (0.6, 2.5, 60.0), "AZD-3": (2.0, 9.0, 20.0), "AZD-4": (0.9, 5.5, 45.0)}
    return {name: OneCompartmentOral(jnp.log(jnp.array(v, jnp.float32))) for name, v in table.items()}
