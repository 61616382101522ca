import jax
import jax.numpy as jnp

from preprocess import crop_to_outline, synthetic_scene

DX = 50.0


@jax.jit
def ice_flux_divergence(mask, velocity, thickness):
    flux = velocity * thickness * mask
    dqdx = jnp.gradient(flux, DX, axis=1)
    dqdy = jnp.gradient(flux, DX, axis=0)
    div = (dqdx + dqdy) * mask
    return jnp.sum(div) / jnp.sum(mask), jnp.max(jnp.abs(div))


for gid in range(6):
    outline, vel, thk = synthetic_scene(gid)
    mask, v, h = crop_to_outline(outline, vel, thk)
    mean_div, max_div = ice_flux_divergence(mask, v, h)
    print(f"glacier {gid}: crop {mask.shape}, mean flux divergence {float(mean_div):.2f} m/a")
