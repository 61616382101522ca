import jax
import jax.numpy as jnp

AGE_CLASSES = 12

@jax.jit
def timber_projection(area, harvest_rate, vol_per_ha):
    def year(a, _):
        cut = a[-4:] * harvest_rate
        a = a.at[-4:].add(-cut)
        regen = jnp.sum(cut)
        aged = jnp.concatenate([jnp.array([regen]), a[:-2], jnp.array([a[-2] + a[-1]])])
        return aged, jnp.sum(cut * vol_per_ha[-4:])
    _, harvest = jax.lax.scan(year, area, None, length=50)
    return harvest

area = jnp.full(AGE_CLASSES, 100.0)
vol = jnp.linspace(0.0, 450.0, AGE_CLASSES)
rates = [0.0, 0.05, 0.1, 0.15, 0.2, 0.3]
for r in rates:
    h = timber_projection(area, r, vol)
    print(f"rate {r:.2f}: mean annual harvest {float(h.mean()):.0f} m3, last decade {float(h[-10:].mean()):.0f}")
