import jax
import jax.numpy as jnp
from metar import REPORTS, visibilities


@jax.jit
def approach_category_rate(vis_sm):
    # fraction of hours below CAT I minima (1/2 SM) and below VFR (3 SM)
    return jnp.mean(vis_sm < 0.5), jnp.mean(vis_sm < 3)


for rep in REPORTS:
    v = visibilities(rep)
    below_cat1, below_vfr = approach_category_rate(v)
    print(rep.split()[0], v.dtype, f"{float(below_cat1):.2f} {float(below_vfr):.2f}")
