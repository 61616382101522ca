import jax
import jax.numpy as jnp


@jax.jit
def saturated_activity(counts, t_start, count_time, half_life, t_irr, efficiency):
    lam = jnp.log(2.0) / half_life
    decay = jnp.exp(-lam * t_start) * (1 - jnp.exp(-lam * count_time)) / lam
    sat = 1 - jnp.exp(-lam * t_irr)
    a_sat = counts / (efficiency * decay * sat)
    return jnp.mean(a_sat), jnp.std(a_sat)
