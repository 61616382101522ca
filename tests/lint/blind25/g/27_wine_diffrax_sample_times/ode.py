import diffrax
import jax
import jax.numpy as jnp


def wine_rhs(t, y, args):
    x, s, e = y
    mu_max, ks, ki, yxs, yes = args
    mu = mu_max * s / (ks + s) * ki / (ki + e)
    dx = mu * x
    return jnp.stack([dx, -dx / yxs, dx * yes / yxs])


@jax.jit
def simulate_tank(y0, args, sample_times):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(wine_rhs), diffrax.Tsit5(), t0=0.0, t1=sample_times[-1], dt0=0.1, y0=y0,
        args=args, saveat=diffrax.SaveAt(ts=sample_times),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6), max_steps=4096,
    )
    return sol.ys
