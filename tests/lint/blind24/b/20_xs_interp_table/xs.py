import jax
import jax.numpy as jnp
import numpy as np

# total cross section table for a few shield materials, barns vs MeV
E_GRID = np.geomspace(0.01, 20.0, 120).astype(np.float32)


def _table(z, seed):
    rng = np.random.default_rng(seed)
    sig = 0.6 * z ** 0.5 * E_GRID ** -0.4 + 2.0 + 0.05 * rng.standard_normal(E_GRID.size)
    return sig.astype(np.float32)


TABLES = {"Fe": _table(26, 0), "Pb": _table(82, 1), "H2O": _table(8, 2), "B4C": _table(5, 3)}


@jax.jit
def macroscopic_xs(energies, table, number_density):
    log_sig = jnp.interp(jnp.log(energies), jnp.log(E_GRID), jnp.log(table))
    return number_density * 1e-24 * jnp.exp(log_sig)
