import jax
import jax.numpy as jnp

Q = jnp.log(10.0) / 400.0


def g(rd):
    return 1.0 / jnp.sqrt(1.0 + 3.0 * Q ** 2 * rd ** 2 / jnp.pi ** 2)


@jax.jit
def rating_period(r, rd, opp_r, opp_rd, scores, played):
    e = 1.0 / (1.0 + 10.0 ** (-g(opp_rd) * (r - opp_r) / 400.0))
    d2 = 1.0 / (Q ** 2 * (played * g(opp_rd) ** 2 * e * (1 - e)).sum())
    denom = 1.0 / rd ** 2 + 1.0 / d2
    new_r = r + Q / denom * (played * g(opp_rd) * (scores - e)).sum()
    return new_r, jnp.sqrt(1.0 / denom)
