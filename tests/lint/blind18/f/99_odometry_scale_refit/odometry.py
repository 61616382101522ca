import jax
import jax.numpy as jnp

TICK_M = 0.02
DT = 0.05


@jax.jit
def integrate_odometry(ticks, yaw_rate, scale):
    v = ticks * TICK_M * scale / DT

    def step(pose, inp):
        vi, wi = inp
        x, y, th = pose
        th = th + wi * DT
        nxt = jnp.stack([x + vi * jnp.cos(th) * DT, y + vi * jnp.sin(th) * DT, th])
        return nxt, nxt

    _, poses = jax.lax.scan(step, jnp.zeros(3), (v, yaw_rate))
    return poses
