import diffrax
import jax
import jax.numpy as jnp


def arnett_rhs(t, y, args):
    """Toy radioactive-heating luminosity model: y = (E_thermal, L)."""
    m_ej, kappa = args
    t_diff = jnp.sqrt(kappa * m_ej) * 2.0
    heating = m_ej * jnp.exp(-t / 8.8)
    e, _ = y
    lum = e * t / t_diff ** 2
    return jnp.stack([heating - lum, 0.0 * lum])


@jax.jit
def model_luminosity(m_ej, kappa, t_obs):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(arnett_rhs), diffrax.Tsit5(), t0=0.01, t1=t_obs[-1], dt0=0.05,
        y0=jnp.array([0.0, 0.0]), args=(m_ej, kappa), saveat=diffrax.SaveAt(ts=t_obs),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7), max_steps=4096)
    e = sol.ys[:, 0]
    t_diff = jnp.sqrt(kappa * m_ej) * 2.0
    return e * t_obs / t_diff ** 2
