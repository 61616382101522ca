import equinox as eqx
import jax
import jax.numpy as jnp

VG = {
    "sandy_loam": (0.065, 0.41, 7.5, 1.89, 106.1),
    "silty_clay_loam": (0.089, 0.43, 1.0, 1.23, 1.68),
}


@eqx.filter_jit
def redistribute(theta, infiltration, texture):
    theta_r, theta_s, alpha, n, ks = VG[texture]
    se = jnp.clip((theta - theta_r) / (theta_s - theta_r), 1e-3, 1.0)
    m = 1.0 - 1.0 / n
    k = ks * jnp.sqrt(se) * (1.0 - (1.0 - se ** (1.0 / m)) ** m) ** 2
    flux = jnp.concatenate([infiltration[None], k[:-1] * 0.1])
    out = k * 0.1
    return jnp.clip(theta + (flux - out) / 100.0, theta_r, theta_s)
