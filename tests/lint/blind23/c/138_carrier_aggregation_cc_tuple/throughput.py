import jax
import jax.numpy as jnp


@jax.jit
def ue_throughput(ue):
    total = 0.0
    for sinr_db, bw in zip(ue["sinr_db"], ue["bw_hz"]):
        se = jnp.minimum(jnp.log2(1 + 10 ** (sinr_db / 10)), 7.4)
        total = total + bw * jnp.mean(se) * 0.75
    return total / 1e6
