import jax
import jax.numpy as jnp

SIGMA_T = 1.0      # 1/cm
SIGMA_F = 0.12
NU = 2.43
SIGMA_C = 0.2
SLAB = 12.0        # cm


@jax.jit
def track_generation(key, x0):
    """Analog history of each banked neutron in a 1-D slab, returns fission sites."""
    def one(k, x):
        def body(carry, kk):
            x, alive, fis_x, fis_w = carry
            k1, k2, k3 = jax.random.split(kk, 3)
            mu = jax.random.uniform(k1, minval=-1.0, maxval=1.0)
            d = -jnp.log(jax.random.uniform(k2)) / SIGMA_T
            x_new = x + mu * d
            inside = (x_new > 0) & (x_new < SLAB) & alive
            r = jax.random.uniform(k3) * SIGMA_T
            fission = inside & (r < SIGMA_F)
            absorbed = inside & (r < SIGMA_F + SIGMA_C)
            fis_x = jnp.where(fission, x_new, fis_x)
            fis_w = jnp.where(fission, NU, fis_w)
            alive = inside & ~absorbed
            return (x_new, alive, fis_x, fis_w), None
        init = (x, True, 0.0, 0.0)
        (x, alive, fx, fw), _ = jax.lax.scan(body, init, jax.random.split(k, 40))
        return fx, fw
    keys = jax.random.split(key, x0.shape[0])
    return jax.vmap(one)(keys, x0)
