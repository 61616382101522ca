import diffrax
import jax
import jax.numpy as jnp


def grain_fill(t, w, args):
    rate, w_max = args
    return rate * w * (1.0 - w / w_max)


@jax.jit
def kernel_weight_at_harvest(w0, rate, w_max, harvest_day):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(grain_fill), diffrax.Tsit5(), t0=0.0, t1=harvest_day, dt0=0.5,
        y0=w0, args=(rate, w_max), saveat=diffrax.SaveAt(t1=True),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6),
    )
    return sol.ys[0]
