import numpy as np
import jax.numpy as jnp
from dpd import ila_update, pa, predistort, ORDERS, MEM

rng = np.random.default_rng(0)
coeffs = [jnp.zeros(MEM, jnp.complex64) for _ in ORDERS]
coeffs[0] = coeffs[0].at[0].set(1.0)

for it in range(10):
    x = (0.6 * (rng.standard_normal(512) + 1j * rng.standard_normal(512)) / np.sqrt(2)).astype(np.complex64)
    coeffs = ila_update(coeffs, x)
    if it % 3 == 0:
        nmse = jnp.mean(jnp.abs(pa(predistort(coeffs, x)) - x) ** 2) / jnp.mean(jnp.abs(x) ** 2)
        print(it, round(10 * float(jnp.log10(nmse)), 2), "dB")
