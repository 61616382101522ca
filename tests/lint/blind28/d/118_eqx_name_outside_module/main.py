import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from glacier import build_registry


@eqx.filter_jit
def summer_melt(column, t_series):
    return jax.vmap(column.melt)(t_series).sum(axis=0)


rng = np.random.default_rng(6)
t_series = jnp.asarray(13.0 + 4.0 * rng.normal(size=92), jnp.float32)
specs = [(n, d, np.linspace(z0, z0 + 1000, 20)) for n, d, z0 in
         [("Hintereisferner", 0.005, 2450.0), ("Pasterze", 0.006, 2100.0), ("Vernagtferner", 0.0055, 2700.0)]]
registry = build_registry(specs)
for name, column in registry.items():
    melt = summer_melt(column, t_series)
    print(f"{name:>16s}: {float(melt[0]):.2f} m w.e. at the tongue")
