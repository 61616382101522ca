import jax
import jax.numpy as jnp


@jax.jit
def moist_static_energy(T, z, q, const):
    return const["cp"] * T + const["g"] * z + const["lv"] * q


@jax.jit
def cape_proxy(T, z, q, const):
    mse = const["cp"] * T + const["g"] * z + const["lv"] * q
    return jnp.maximum(mse[..., 0:1] - mse, 0.0).sum(-1) / const["cp"]
