import jax
import jax.numpy as jnp


@jax.jit
def nutrient_dose(step, brix, yan):
    # staggered nutrient additions: more early, tapering as sugar is consumed
    frac_done = jnp.clip(1.0 - brix / 24.0, 0.0, 1.0)
    taper = jnp.exp(-0.3 * step)
    deficit = jnp.clip(300.0 - yan, 0.0)
    return jnp.where(frac_done < 0.33, deficit * 0.5 * taper, 0.0)
