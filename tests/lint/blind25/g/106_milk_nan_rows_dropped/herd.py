import jax
import jax.numpy as jnp


@jax.jit
def subclinical_mastitis_rate(records):
    # columns: fat, protein, lactose, log10 SCC
    scc_high = records[:, 3] > jnp.log10(200_000.0)
    lactose_low = records[:, 2] < 4.5
    return jnp.mean(scc_high | lactose_low)
