import jax
import jax.numpy as jnp


@jax.jit
def rotation_cover(plan, cover0):
    def day(cover, t):
        grazed = jnp.arange(plan.n_paddocks) == (t // 3) % plan.n_paddocks
        cover = cover + plan.regrowth * (3500.0 - cover) / 3500.0 * 60.0
        cover = jnp.where(grazed, jnp.maximum(cover - plan.daily_demand, 800.0), cover)
        return cover, cover.mean()

    _, mean_cover = jax.lax.scan(day, jnp.full(plan.n_paddocks, cover0), jnp.arange(60))
    return mean_cover
