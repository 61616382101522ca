import jax
import jax.numpy as jnp

FLIGHT_PATH_M = 10.0
M_N_MEV = 939.565


@jax.jit
def tof_to_energy_spectrum(counts, edges_us):
    t = 0.5 * (edges_us[1:] + edges_us[:-1]) * 1e-6
    v = FLIGHT_PATH_M / t
    beta = v / 2.998e8
    e_mev = M_N_MEV * (1.0 / jnp.sqrt(1.0 - beta ** 2) - 1.0)
    # Jacobian dE/dt to convert counts per time bin into counts per MeV
    de_dt = M_N_MEV * beta ** 2 / (1 - beta ** 2) ** 1.5 / t
    width = (edges_us[1:] - edges_us[:-1]) * 1e-6
    return e_mev, counts / (de_dt * width)
