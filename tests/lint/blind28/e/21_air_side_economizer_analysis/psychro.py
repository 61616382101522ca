import jax
import jax.numpy as jnp


def humidity_ratio(t_db, rh, p_atm=101.325):
    p_ws = 0.61094 * jnp.exp(17.625 * t_db / (t_db + 243.04))
    p_w = rh * p_ws
    return 0.621945 * p_w / (p_atm - p_w)


def enthalpy(t_db, rh):
    w = humidity_ratio(t_db, rh)
    return 1.006 * t_db + w * (2501.0 + 1.86 * t_db)


def economizer_gain(oat, oa_rh, rat, ra_rh, oa_flow):
    return oa_flow * 1.2 * (enthalpy(rat, ra_rh) - enthalpy(oat, oa_rh))


def evaluate(fn, *args):
    return jax.jit(fn)(*args)
