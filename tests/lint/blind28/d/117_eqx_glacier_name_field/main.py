import equinox as eqx
import jax.numpy as jnp
import numpy as np

from glacier import GlacierColumn


@eqx.filter_jit
def seasonal_melt(glacier, t_series):
    return jnp.sum(jnp.stack([glacier.melt(t) for t in t_series[:92]]), axis=0)


rng = np.random.default_rng(5)
t_series = jnp.asarray(14.0 + 4.0 * rng.normal(size=92), jnp.float32)
for name, z0 in [("Rhonegletscher", 2200.0), ("Aletsch", 1800.0), ("Morteratsch", 2100.0), ("Gries", 2400.0)]:
    g = GlacierColumn(name=name, ddf=jnp.float32(0.005), elevation=jnp.asarray(np.linspace(z0, z0 + 1200, 20), jnp.float32))
    melt = seasonal_melt(g, t_series)
    print(f"{g.name:>15s}: summer melt at tongue {float(melt[0]):.2f} m w.e., at top {float(melt[-1]):.2f}")
