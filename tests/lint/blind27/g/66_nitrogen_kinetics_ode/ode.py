import diffrax
import equinox as eqx
import jax.numpy as jnp


class NitrogenModel(eqx.Module):
    yield_coeff: float = eqx.field(static=True, default=0.12)

    def __call__(self, t, y, args):
        X, S, N = y[0], y[1], y[2]
        temp, mu20 = args
        mu = mu20 * 1.08 ** (temp - 20.0) * S / (S + 10.0) * N / (N + 20.0)
        return jnp.stack([mu * X, -mu * X / self.yield_coeff, -2.0 * mu * X])


@eqx.filter_jit
def solve_with_nitrogen(model, y0, args):
    ts = jnp.linspace(0.0, 150.0, 31)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(model), diffrax.Tsit5(), 0.0, 150.0, 0.5, y0, args=args,
                              saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6))
    return sol.ys
