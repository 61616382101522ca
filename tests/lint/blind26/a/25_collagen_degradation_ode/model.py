import jax
import jax.numpy as jnp
import diffrax


def collagen_rhs(t, y, temp_c):
    k = 1e-4 * jnp.exp(0.08 * (temp_c - 10.0))
    return -k * y


@jax.jit
def simulate_decay(ts, temp_c):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(collagen_rhs), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=10.0,
        y0=jnp.array(1.0), args=temp_c, saveat=diffrax.SaveAt(ts=ts),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7), max_steps=4096)
    return sol.ys
