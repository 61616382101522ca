import jax
import jax.numpy as jnp


@jax.jit
def scs_runoff(precip_mm, curve_number, ia_ratio):
    s = 25400.0 / curve_number - 254.0
    ia = ia_ratio * s
    return jnp.where(precip_mm > ia, (precip_mm - ia) ** 2 / (precip_mm - ia + s), 0.0)


def event_runoff(precip, cn, ia_ratio=0.2):
    return scs_runoff(precip_mm=precip, curve_number=cn, ia_ratio=ia_ratio)


def antecedent_adjusted(precip, cn, amc):
    if amc == "dry":
        cn = 4.2 * cn / (10 - 0.058 * cn)
    elif amc == "wet":
        cn = 23 * cn / (10 + 0.13 * cn)
    return scs_runoff(precip_mm=precip, curve_number=cn, ia_ratio=0.2)
