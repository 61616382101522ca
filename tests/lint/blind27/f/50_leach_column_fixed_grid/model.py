import diffrax
import jax
import jax.numpy as jnp


def acid_leach(t, y, k):
    cu_rec, acid = y
    rate = k * (1.0 - cu_rec) * acid / (acid + 2.0)
    return jnp.stack([rate, -5.0 * rate + 0.02 * (10.0 - acid)])


@jax.jit
def simulate_column(k, ts):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(acid_leach), diffrax.Dopri5(), t0=ts[0], t1=ts[-1], dt0=1.0,
                              y0=jnp.array([0.0, 10.0]), args=k, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6))
    return sol.ys[:, 0]
