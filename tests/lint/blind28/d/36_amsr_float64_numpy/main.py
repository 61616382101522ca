import jax
import jax.numpy as jnp

from readers import read_amsr2, read_ssmis

TIE_WATER = jnp.array([[184.0, 207.0]])
TIE_ICE = jnp.array([[253.0, 246.0]])


@jax.jit
def bristol_like_sic(tb):
    tb = tb.reshape(-1, 2)
    w = tb - TIE_WATER
    d = TIE_ICE - TIE_WATER
    c = jnp.sum(w * d, axis=1) / jnp.sum(d * d)
    return jnp.clip(c, 0.0, 1.0).reshape(36, 36)


for day in range(1, 6):
    sensor, tb = ("AMSR2", read_amsr2(day)) if day % 2 else ("SSMIS", read_ssmis(day))
    sic = bristol_like_sic(tb)
    print(f"day {day} {sensor}: mean SIC {float(sic.mean()):.3f}")
