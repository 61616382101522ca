import diffrax
import jax
import jax.numpy as jnp


def pll_field(t, y, args):
    # second-order PLL: y = (phase error, integrator)
    kp, ki, dw = args
    phi, integ = y
    e = jnp.sin(phi)
    return jnp.stack([dw - kp * e - integ, ki * e])


@jax.jit
def lock_transient(dw, kp, ki, ts):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(pll_field), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=1e-4,
        y0=jnp.zeros(2), args=(kp, ki, dw), saveat=diffrax.SaveAt(ts=ts), max_steps=4096)
    return sol.ys[:, 0]
