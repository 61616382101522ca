import jax
import jax.numpy as jnp


def fibre_stats(diameters_um):
    mean = diameters_um.mean()
    sd = diameters_um.std()
    cv = 100 * sd / mean
    comfort = 100 * jnp.mean(diameters_um <= 30.0)
    return jnp.stack([mean, sd, cv, comfort])


sample_stats = jax.jit(jax.vmap(fibre_stats))
