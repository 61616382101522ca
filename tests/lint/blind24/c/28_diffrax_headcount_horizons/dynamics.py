import jax
import jax.numpy as jnp
import diffrax


def pipeline_field(t, y, args):
    hire_rate, quit_rate, promo_rate = args
    junior, senior = y[0], y[1]
    d_junior = hire_rate - quit_rate * junior - promo_rate * junior
    d_senior = promo_rate * junior - 0.5 * quit_rate * senior
    return jnp.stack([d_junior, d_senior])


@jax.jit
def project_headcount(y0, args, ts):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(pipeline_field), diffrax.Tsit5(),
        t0=0.0, t1=ts[-1], dt0=0.1, y0=y0, args=args,
        saveat=diffrax.SaveAt(ts=ts), max_steps=4096,
    )
    return sol.ys
