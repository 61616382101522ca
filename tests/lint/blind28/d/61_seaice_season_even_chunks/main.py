import jax
import jax.numpy as jnp

from chunks import chunked, daily_forcing


@jax.jit
def integrate_chunk(h, forcing):
    def day(h, f):
        t_air, sw = f[0], f[1]
        growth = 2.03 * jnp.maximum(-1.8 - t_air, 0.0) / jnp.maximum(h, 0.1) * 86400 / (917 * 3.34e5)
        melt = 0.4 * sw * 86400 / (917 * 3.34e5)
        h = jnp.maximum(h + growth - melt, 0.0)
        return h, h
    return jax.lax.scan(day, h, forcing)


h = jnp.float32(1.0)
for start, block in chunked(daily_forcing()):
    h, traj = integrate_chunk(h, block)
    print(f"days {start:3d}-{start + len(block) - 1:3d}: h = {float(h):.2f} m (min {float(traj.min()):.2f})")
