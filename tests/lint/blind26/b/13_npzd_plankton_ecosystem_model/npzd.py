import diffrax
import jax
import jax.numpy as jnp


def npzd_rhs(t, y, p):
    N, P, Z, D = y
    light = 0.5 * (1 + jnp.sin(2 * jnp.pi * t / 365.0))
    uptake = p["mu"] * light * N / (p["kn"] + N) * P
    grazing = p["g"] * P ** 2 / (p["kp"] ** 2 + P ** 2) * Z
    mort_p = p["mp"] * P
    mort_z = p["mz"] * Z ** 2
    remin = p["r"] * D
    return jnp.stack([-uptake + remin,
                      uptake - grazing - mort_p,
                      0.3 * grazing - mort_z,
                      0.7 * grazing + mort_p + mort_z - remin])


@jax.jit
def simulate_at(params, y0, obs_days):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(npzd_rhs), diffrax.Tsit5(), t0=0.0, t1=obs_days[-1], dt0=0.5,
        y0=y0, args=params, saveat=diffrax.SaveAt(ts=obs_days),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7), max_steps=4096)
    return sol.ys
