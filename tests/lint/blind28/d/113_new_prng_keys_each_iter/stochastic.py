import jax
import jax.numpy as jnp


@jax.jit
def perturbed_smb(key, base_smb, sigma_t, ddf):
    # stochastic temperature perturbations propagated through a degree-day melt sensitivity
    k1, k2 = jax.random.split(key)
    dT = sigma_t * jax.random.normal(k1, (64,) + base_smb.shape)
    dP = 0.1 * jax.random.normal(k2, (64,) + base_smb.shape)
    return jnp.mean(base_smb * (1 + dP) - ddf * 100.0 * dT, axis=0), jnp.std(-ddf * 100.0 * dT, axis=0)
