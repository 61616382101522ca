import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def seasonal_energy(model, t_out, heat_load, defrost_penalty):
    feats = jnp.stack([t_out / 10.0, heat_load / 10.0, jnp.ones_like(t_out)], -1)
    cop = jax.vmap(model)(feats)
    cop = jnp.where(t_out < 2.0, cop * (1.0 - defrost_penalty), cop)
    return jnp.sum(heat_load / cop)
