import jax
import jax.numpy as jnp


@jax.jit
def develop_raw(bayer_rgb, meta):
    wb = bayer_rgb * meta["white_balance"]
    wb = wb.at[..., 1].multiply(1.0 + meta["tint"])
    ev = jnp.log2(meta["exposure_index"] / 800.0)
    return jnp.clip(wb * 2.0 ** ev, 0.0, 1.0)
