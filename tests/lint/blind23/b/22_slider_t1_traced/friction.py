import diffrax
import jax
import jax.numpy as jnp


def rate_state_rhs(t, y, args):
    a, b, dc, k, v_load, sigma = args
    log_v, theta = y
    v = jnp.exp(log_v)
    dtheta = 1.0 - v * theta / dc
    dlogv = (k * (v_load - v) / sigma - b * dtheta / theta) / a
    return jnp.stack([dlogv, dtheta])


@jax.jit
def integrate_rate_state(y0, params, ts):
    term = diffrax.ODETerm(rate_state_rhs)
    sol = diffrax.diffeqsolve(
        term, diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=1e-3, y0=y0, args=params,
        saveat=diffrax.SaveAt(ts=ts),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7),
        max_steps=20000,
    )
    return sol.ys
