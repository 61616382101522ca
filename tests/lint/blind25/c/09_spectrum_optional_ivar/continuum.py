import jax
import jax.numpy as jnp


@jax.jit
def normalize(spec):
    x = (spec["wave"] - 5500.0) / 1500.0
    w = spec.get("ivar", jnp.ones_like(spec["flux"]))
    A = jnp.stack([jnp.ones_like(x), x, x ** 2], axis=1)
    coef = jnp.linalg.solve(A.T @ (A * w[:, None]), A.T @ (w * spec["flux"]))
    return spec["flux"] / (A @ coef)


def halpha_ew(wave, norm_flux):
    m = (wave > 6540) & (wave < 6590)
    return float(jnp.sum((1 - norm_flux[m])) * (wave[1] - wave[0]))
