import jax
import jax.numpy as jnp
from traffic import SectorFeed


@jax.jit
def conflict_pairs(pos, alt, valid):
    d = jnp.linalg.norm(pos[:, None, :] - pos[None, :, :], axis=-1)
    dv = jnp.abs(alt[:, None] - alt[None, :])
    both = valid[:, None] & valid[None, :]
    close = (d < 5.0) & (dv < 10.0) & both & ~jnp.eye(pos.shape[0], dtype=bool)
    return jnp.sum(close) // 2


for t, (pos, alt, valid) in enumerate(SectorFeed(15)):
    print(t, int(valid.sum()), int(conflict_pairs(pos, alt, valid)))
