import jax
import jax.numpy as jnp

SIGMA_T = 1.0      # total cross-section
ABSORB_P = 0.3     # absorption probability per collision
SLAB = 3.0


@jax.jit
def collide(key, x, mu):
    """Fly each neutron to its next collision and decide its fate."""
    k_dist, k_abs, k_dir = jax.random.split(key, 3)
    dist = -jnp.log(jax.random.uniform(k_dist, x.shape)) / SIGMA_T
    x = x + mu * dist
    absorbed = jax.random.uniform(k_abs, x.shape) < ABSORB_P
    leaked = (x < 0.0) | (x > SLAB)
    mu = jax.random.uniform(k_dir, x.shape, minval=-1.0, maxval=1.0)
    return x, mu, absorbed, leaked
