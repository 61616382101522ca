import jax
import jax.numpy as jnp


def init_params():
    return {"log_ke0": jnp.float32(-1.0), "log_emax": jnp.float32(4.0), "log_ec50": jnp.float32(1.0)}


def effect_compartment_response(params, t, conc):
    ke0 = jnp.exp(params["log_ke0"])
    dt = t[1] - t[0]

    def step(ce, c):
        ce = ce + dt * ke0 * (c - ce)
        return ce, ce

    _, ce = jax.lax.scan(step, jnp.float32(0.0), conc)
    emax, ec50 = jnp.exp(params["log_emax"]), jnp.exp(params["log_ec50"])
    return emax * ce / (ec50 + ce)
