import numpy as np
import jax
import jax.numpy as jnp

from vendors import lotek, standardise, vectronic


@jax.jit
def class_odba(rec):
    odba = jnp.abs(rec["ax"]) + jnp.abs(rec["ay"]) + jnp.abs(rec["az"])
    onehot = jax.nn.one_hot(rec["y"], 3)
    return (onehot * odba[:, None]).sum(0) / jnp.maximum(onehot.sum(0), 1.0)


rng = np.random.default_rng(0)
for day in range(3):
    for source in (vectronic, lotek):
        print(day, source.__name__, np.round(np.asarray(class_odba(standardise(source(rng)))), 3))
