import numpy as np
import jax
import jax.numpy as jnp
from masks import land_mask

@jax.jit
def forest_loss_area(tc_before, tc_after, mask, pixel_ha):
    loss = (tc_before > 30) & (tc_after < 10)
    return jnp.sum(loss * mask) * pixel_ha

rng = np.random.default_rng(34)
for tile in range(5):
    before = rng.uniform(0, 100, (32, 32)).astype(np.float32)
    after = np.where(rng.uniform(size=(32, 32)) < 0.05, 0.0, before).astype(np.float32)
    ha = forest_loss_area(before, after, land_mask(tile, rng), np.float32(0.09))
    print("tile", tile, round(float(ha), 2), "ha")
