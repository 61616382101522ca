import jax
import jax.numpy as jnp


@jax.jit
def portfolio_event_loss(wind, landfall, tiv_by_zone, vuln_a, vuln_b):
    tiv = tiv_by_zone[landfall]
    mdr = jax.nn.sigmoid((wind - vuln_a) / vuln_b)
    return jnp.sum(tiv * mdr), jnp.max(tiv * mdr, initial=0.0)
