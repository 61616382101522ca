import numpy as np
import jax
import jax.numpy as jnp
from sources import national, working_group

@jax.jit
def cohort_log_ratios(caa):
    lc = jnp.log(caa)
    z = lc[:-1, :-1] - lc[1:, 1:]
    return jnp.mean(z), jnp.std(z)

rng = np.random.default_rng(97)
for stock, loader in [("cod", national), ("haddock", working_group), ("saithe", national), ("whiting", working_group)]:
    z, sd = cohort_log_ratios(loader(rng))
    print(stock, "mean Z", round(float(z), 3))
