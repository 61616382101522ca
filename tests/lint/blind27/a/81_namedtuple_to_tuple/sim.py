import jax
import jax.numpy as jnp


@jax.jit
def simulate_year(state, key, premium, claim_mu, claim_sigma, asset_vol):
    assets, liabs, ruined = state
    k1, k2 = jax.random.split(key)
    ret = 0.03 + asset_vol * jax.random.normal(k1, assets.shape)
    claims = jnp.exp(claim_mu + claim_sigma * jax.random.normal(k2, assets.shape))
    assets = assets * (1 + ret) + premium - claims
    liabs = liabs * 1.02
    ruined = ruined | (assets < liabs)
    return assets, liabs, ruined
