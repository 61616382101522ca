import jax
import jax.numpy as jnp


@jax.jit
def own_funds_after_shock(bond_cf, equity, liab_cf, base_curve, rate_shock, equity_shock, lapse_shock):
    t = jnp.arange(1, bond_cf.shape[0] + 1, dtype=jnp.float32)
    df = (1.0 + base_curve + rate_shock) ** -t
    assets = jnp.sum(bond_cf * df) + equity * (1.0 - equity_shock)
    liabs = jnp.sum(liab_cf * (1.0 - lapse_shock * jnp.exp(-0.2 * t)) * df)
    return assets - liabs
