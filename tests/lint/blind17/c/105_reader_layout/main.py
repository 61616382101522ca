import jax
import jax.numpy as jnp
import numpy as np

from readers import reader_for


@jax.jit
def normalise(field):
    return (field - jnp.mean(field)) / jnp.std(field)


files = ["t2m_2020010100.nc", "t2m_2020010106.grib2", "t2m_2020010112.nc", "t2m_2020010118.grib2"]
rng = np.random.default_rng(0)
for path in files:
    field = reader_for(path).read(rng)
    z = normalise(field)
    print(path, field.shape, float(jnp.abs(z).max()))
