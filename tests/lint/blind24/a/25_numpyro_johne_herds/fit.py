import jax
import jax.numpy as jnp
from numpyro.infer.util import log_density
from model import johnes_elisa


@jax.jit
def herd_log_post(theta, tested, results):
    params = {"prev": theta[0], "se": theta[1], "sp": theta[2]}
    lp, _ = log_density(johnes_elisa, (tested, results), {}, params)
    return lp


def grid_map(tested, results):
    best = (None, -jnp.inf)
    for prev in jnp.linspace(0.01, 0.3, 6):
        theta = jnp.stack([prev, jnp.float32(0.43), jnp.float32(0.99)])
        lp = herd_log_post(theta, tested, results)
        if float(lp) > float(best[1]):
            best = (float(prev), lp)
    return best
