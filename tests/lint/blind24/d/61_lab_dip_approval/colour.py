import jax
import jax.numpy as jnp


def cmc_delta_e(lab1, lab2, l=2.0, c=1.0):
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    C1, C2 = jnp.hypot(a1, b1), jnp.hypot(a2, b2)
    dL, dC = L1 - L2, C1 - C2
    dH2 = jnp.maximum((a1 - a2) ** 2 + (b1 - b2) ** 2 - dC ** 2, 0.0)
    SL = jnp.where(L1 < 16, 0.511, 0.040975 * L1 / (1 + 0.01765 * L1))
    SC = 0.0638 * C1 / (1 + 0.0131 * C1) + 0.638
    h1 = jnp.degrees(jnp.arctan2(b1, a1)) % 360
    T = jnp.where((h1 > 164) & (h1 < 345), 0.56 + jnp.abs(0.2 * jnp.cos(jnp.radians(h1 + 168))),
                  0.36 + jnp.abs(0.4 * jnp.cos(jnp.radians(h1 + 35))))
    F = jnp.sqrt(C1 ** 4 / (C1 ** 4 + 1900))
    SH = SC * (F * T + 1 - F)
    return jnp.sqrt((dL / (l * SL)) ** 2 + (dC / (c * SC)) ** 2 + dH2 / SH ** 2)


def batch_delta_e(standard, dips):
    return jax.jit(jax.vmap(cmc_delta_e, in_axes=(None, 0)))(standard, dips)
