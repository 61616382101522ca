import diffrax
import equinox as eqx
import jax.numpy as jnp


def yeast_temp_field(t, y, args):
    X, S = y[0], y[1]
    temp, mu20 = args
    mu = mu20 * 1.08 ** (temp - 20.0) * S / (S + 10.0)
    return jnp.stack([mu * X, -mu * X / 0.12])


@eqx.filter_jit
def solve_at_temperature(y0, args):
    ts = jnp.linspace(0.0, 120.0, 25)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(yeast_temp_field), diffrax.Dopri5(), 0.0, 120.0, 0.5, y0,
                              args=args, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6))
    return sol.ys
