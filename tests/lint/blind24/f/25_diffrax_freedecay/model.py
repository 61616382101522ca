import jax
import jax.numpy as jnp
import diffrax


def rhs(t, y, theta):
    wn, zeta = theta
    return jnp.stack([y[1], -2 * zeta * wn * y[1] - wn ** 2 * y[0]])


@jax.jit
def misfit_and_grad(theta, t_meas, u_meas, u0):
    def misfit(th):
        sol = diffrax.diffeqsolve(
            diffrax.ODETerm(rhs), diffrax.Tsit5(), t0=0.0, t1=t_meas[-1], dt0=2e-3,
            y0=jnp.array([u0, 0.0]), args=th, saveat=diffrax.SaveAt(ts=t_meas), max_steps=4096,
        )
        return jnp.mean((sol.ys[:, 0] - u_meas) ** 2) / u0 ** 2
    return jax.value_and_grad(misfit)(theta)
