import jax
import jax.numpy as jnp

R_FUEL, R_CLAD_IN, R_CLAD_OUT = 4.1e-3, 4.18e-3, 4.75e-3
N_NODES = 40


@jax.jit
def radial_profile(props):
    r = jnp.linspace(0.0, R_FUEL, N_NODES)
    q_vol = props["q_lin"] / (jnp.pi * R_FUEL ** 2)
    t_clad_out = props["t_cool"] + props["q_lin"] / (2 * jnp.pi * R_CLAD_OUT * props["h_cool"])
    t_clad_in = t_clad_out + props["q_lin"] * jnp.log(R_CLAD_OUT / R_CLAD_IN) / (2 * jnp.pi * props["k_clad"])
    t_surf = t_clad_in + props["q_lin"] / (2 * jnp.pi * R_FUEL * props["h_gap"])
    return t_surf + q_vol * (R_FUEL ** 2 - r ** 2) / (4 * props["k_fuel"])
