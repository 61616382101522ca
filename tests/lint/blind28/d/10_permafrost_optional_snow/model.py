import jax
import jax.numpy as jnp


@jax.jit
def nfactor_fit(batch, coeffs):
    air = batch["air_temp"]
    n = coeffs[0]
    if "snow_depth" in batch:
        n = n * jnp.exp(-coeffs[1] * batch["snow_depth"])
    pred = n * air + coeffs[2]
    resid = pred - batch["ground_temp"]
    return jnp.mean(resid ** 2), jax.grad(lambda c: jnp.mean((c[0] * air + c[2] - batch["ground_temp"]) ** 2))(coeffs)
