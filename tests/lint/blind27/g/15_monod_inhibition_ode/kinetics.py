import diffrax
import jax
import jax.numpy as jnp


def vector_field(t, y, args):
    X, S, P = y
    mu_max, Ks, Yxs, Ypx, Kp = args
    mu = mu_max * S / (Ks + S) * (1.0 - P / Kp)
    dX = mu * X
    dS = -dX / Yxs
    dP = Ypx * dX
    return jnp.stack([dX, dS, dP])


@jax.jit
def solve_batch(y0, args, ts):
    term = diffrax.ODETerm(vector_field)
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.1, y0=y0,
                              args=args, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6))
    return sol.ys
