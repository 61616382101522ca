import jax
import jax.numpy as jnp
import diffrax


def critically_damped(t, y, args):
    # second-order articulatory target approximation for F1/F2 trajectories
    target, omega = args
    pos, vel = y[:2], y[2:]
    acc = omega ** 2 * (target - pos) - 2 * omega * vel
    return jnp.concatenate([vel, acc])


@jax.jit
def formant_trajectory(start, target, omega):
    ts = jnp.linspace(0.0, 0.15, 60)
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(critically_damped), diffrax.Tsit5(), t0=0.0, t1=0.15, dt0=1e-3,
        y0=jnp.concatenate([start, jnp.zeros(2)]), args=(target, omega),
        saveat=diffrax.SaveAt(ts=ts))
    return sol.ys[:, :2]
