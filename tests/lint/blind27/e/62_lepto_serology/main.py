import jax
import jax.numpy as jnp
from numpyro.infer.util import log_density

from data import herd_serology
from model import lepto_titer_model


@jax.jit
def serology_score(params, titer, observed):
    def lp(p):
        return log_density(lepto_titer_model, (titer, observed), {}, p)[0]

    return jax.value_and_grad(lp)(params)


for i, n in enumerate([88, 120, 88, 73]):
    titer, observed = herd_serology(n, seed=62 + i)
    params = {"mu": jnp.float32(6.0), "sigma": jnp.float32(1.5)}
    for it in range(30):
        val, g = serology_score(params, titer, observed)
        params = {k: params[k] + 0.002 * g[k] for k in params}
    print(f"herd {i} (n={n}): mean log2 titre {float(params['mu']):.2f}")
