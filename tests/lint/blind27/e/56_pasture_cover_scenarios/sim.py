import jax
import jax.numpy as jnp


@jax.jit
def pasture_cover(p, cover0):
    def day(cover, _):
        growth = p.growth_rate * cover * (1 - cover / 4000.0)
        eaten = jnp.minimum(p.intake_per_head * p.stocking, cover)
        cover = cover + growth - eaten
        return cover, cover

    _, traj = jax.lax.scan(day, cover0, None, length=p.n_days)
    return traj
