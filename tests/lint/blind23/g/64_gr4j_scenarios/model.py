import jax
import jax.numpy as jnp


@jax.jit
def gr4j_like(params, precip, pet, q_obs=None):
    x1, x2, x3 = params

    def step(state, inp):
        s, r = state
        p, e = inp
        pn = jnp.maximum(p - e, 0.0)
        ps = pn * (1 - (s / x1) ** 2)
        s = jnp.clip(s + ps - jnp.maximum(e - p, 0.0) * s / x1, 0.0, x1)
        perc = s * (1 - (1 + (4 * s / (9 * x1)) ** 4) ** -0.25)
        s = s - perc
        r = jnp.maximum(r + pn - ps + perc + x2, 0.0)
        qr = r * (1 - (1 + (r / x3) ** 4) ** -0.25)
        return (s, r - qr), qr

    _, q = jax.lax.scan(step, (0.5 * x1, 0.3 * x3), (precip, pet))
    if q_obs is None:
        return q, jnp.nan
    return q, 1 - jnp.sum((q - q_obs) ** 2) / jnp.sum((q_obs - q_obs.mean()) ** 2)
