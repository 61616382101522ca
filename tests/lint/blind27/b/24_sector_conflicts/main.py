import jax
import jax.numpy as jnp
from traffic import SectorFeed


@jax.jit
def count_conflicts(pos, alt):
    d = jnp.linalg.norm(pos[:, None, :] - pos[None, :, :], axis=-1)
    dv = jnp.abs(alt[:, None] - alt[None, :])
    close = (d < 5.0) & (dv < 10.0)
    close = close & ~jnp.eye(pos.shape[0], dtype=bool)
    return jnp.sum(close) // 2


for t, (pos, alt) in enumerate(SectorFeed(15)):
    print(t, pos.shape[0], int(count_conflicts(pos, alt)))
