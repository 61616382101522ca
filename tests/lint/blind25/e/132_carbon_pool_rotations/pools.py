from functools import partial
import jax
import jax.numpy as jnp
import diffrax

def pool_rates(t, c, k):
    litter, soil = c[0], c[1]
    return jnp.stack([2.0 - k[0] * litter, 0.3 * k[0] * litter - k[1] * soil])

@partial(jax.jit, static_argnames=("max_steps",))
def carbon_pools(c0, k, t1, max_steps):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(pool_rates), diffrax.Heun(), 0.0, t1, 1.0, c0, args=k,
                              saveat=diffrax.SaveAt(t1=True), max_steps=max_steps)
    return sol.ys[-1]
