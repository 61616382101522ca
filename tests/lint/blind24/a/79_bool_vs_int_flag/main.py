import jax
import jax.numpy as jnp
from intake import from_sheet, from_app


@jax.jit
def energy_requirement(pregnant, dim, weight):
    # NEL Mcal/d: maintenance + lactation estimate + gestation allowance
    maint = 0.08 * weight ** 0.75
    lact = 20.0 * jnp.exp(-0.003 * dim) * 0.7
    gest = jnp.where(pregnant, 3.0, 0.0)
    return maint + lact + gest


for source in (from_sheet(), from_app()):
    for cow, preg, dim, wt in source:
        print(cow, round(float(energy_requirement(preg, dim, wt)), 2), "Mcal NEL/d")
