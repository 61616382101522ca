import jax
import jax.numpy as jnp


@jax.jit
def buhlmann_update(claims, exposure, prior):
    # claims, exposure: (n_risks,) for the new period
    # prior: (sum_claims, sum_exposure, sum_sq) per risk, or None at the first period
    if prior is None:
        s, e, q = claims, exposure, claims ** 2 / jnp.maximum(exposure, 1e-6)
    else:
        s = prior[0] + claims
        e = prior[1] + exposure
        q = prior[2] + claims ** 2 / jnp.maximum(exposure, 1e-6)
    return jnp.stack([s, e, q])


def credibility_premium(stats, k):
    s, e, _ = stats
    z = e / (e + k)
    grand = s.sum() / e.sum()
    return z * s / e + (1 - z) * grand
