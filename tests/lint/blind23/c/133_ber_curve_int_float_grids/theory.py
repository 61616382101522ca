import jax
import jax.numpy as jnp
from jax.scipy.special import erfc


@jax.jit
def mqam_ser_curve(snr_db, m=16.0):
    es_n0 = 10 ** (snr_db / 10)
    q = 0.5 * erfc(jnp.sqrt(3 * es_n0 / (m - 1)) / jnp.sqrt(2.0))
    p_sqrt = 2 * (1 - 1 / jnp.sqrt(m)) * q
    return 1 - (1 - p_sqrt) ** 2
