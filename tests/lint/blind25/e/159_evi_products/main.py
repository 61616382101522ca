import numpy as np
import jax
import jax.numpy as jnp
from scaling import to_reflectance

@jax.jit
def enhanced_vegetation_index(blue, red, nir):
    return jnp.mean(2.5 * (nir - red) / (nir + 6 * red - 7.5 * blue + 1.0))

rng = np.random.default_rng(125)
for product in ["C2L2", "S2L2A", "C2L2", "S2L2A"]:
    dn = rng.integers(7000, 30000, (3, 32, 32)).astype(np.uint16) if product == "C2L2" else rng.integers(200, 5000, (3, 32, 32)).astype(np.uint16)
    refl = to_reflectance(dn, product)
    print(product, refl.dtype, round(float(enhanced_vegetation_index(refl[0], refl[1], refl[2])), 4))
