import jax
import jax.numpy as jnp


@jax.jit
def thornthwaite_mather(precip, pet, capacity, sm0):
    def day(sm, forc):
        p, e = forc
        aet = jnp.minimum(e, sm * e / capacity + p)
        sm_new = sm + p - aet
        surplus = jnp.maximum(sm_new - capacity, 0.0)
        return jnp.minimum(sm_new, capacity), (aet, surplus)

    sm, (aet, surplus) = jax.lax.scan(day, sm0, (precip, pet))
    return sm, aet.sum(), surplus.sum()
