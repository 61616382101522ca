import jax
import jax.numpy as jnp
import diffrax


def spring_field(t, y, args):
    times, path, stiffness, damping = args
    target = jnp.interp(t, times, path)
    pos, vel = y
    acc = stiffness * (target - pos) - damping * vel
    return (vel, acc)


@jax.jit
def smooth_camera_path(times, path, stiffness, damping):
    term = diffrax.ODETerm(spring_field)
    sol = diffrax.diffeqsolve(
        term, diffrax.Tsit5(), t0=times[0], t1=times[-1], dt0=0.01,
        y0=(path[0], jnp.zeros(())), args=(times, path, stiffness, damping),
        saveat=diffrax.SaveAt(ts=times), max_steps=4096,
    )
    return sol.ys[0]
