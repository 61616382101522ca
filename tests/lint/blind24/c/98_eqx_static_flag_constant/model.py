import jax
import jax.numpy as jnp
import equinox as eqx


class PayBandModel(eqx.Module):
    band_edges: jax.Array
    band_mids: jax.Array
    use_geo: bool = eqx.field(static=True)
    geo_factor: jax.Array = None

    def __call__(self, level_score, geo_idx):
        band = jnp.searchsorted(self.band_edges, level_score)
        base = self.band_mids[band]
        if self.use_geo:
            base = base * self.geo_factor[geo_idx]
        return base


@eqx.filter_jit
def recommended_pay(model, level_scores, geo_idx):
    return jax.vmap(model)(level_scores, geo_idx)
