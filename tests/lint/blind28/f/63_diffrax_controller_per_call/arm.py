import diffrax
import equinox as eqx
import jax.numpy as jnp


def two_link_arm(t, y, args):
    theta, omega = y
    target, k, c = args
    return omega, k * (target - theta) - c * omega - 0.5 * jnp.sin(theta)


@eqx.filter_jit
def elbow_trajectory(y0, target, controller):
    ts = jnp.linspace(0.0, 1.0, 30)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(two_link_arm), diffrax.Dopri5(), 0.0, 1.0, 0.01, y0,
                              args=(target, 30.0, 5.0), saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=controller)
    return sol.ys[0], sol.stats["num_steps"]
