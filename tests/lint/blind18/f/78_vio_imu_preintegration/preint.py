import jax
import jax.numpy as jnp


def skew(w):
    return jnp.array([[0.0, -w[2], w[1]], [w[2], 0.0, -w[0]], [-w[1], w[0], 0.0]])


@jax.jit
def preintegrate(gyro, accel, dt):
    def step(carry, inp):
        R, v, p = carry
        w, a = inp
        acc = R @ a
        p = p + v * dt + 0.5 * acc * dt**2
        v = v + acc * dt
        R = R @ (jnp.eye(3) + skew(w * dt))
        return (R, v, p), None

    (R, v, p), _ = jax.lax.scan(step, (jnp.eye(3), jnp.zeros(3), jnp.zeros(3)), (gyro, accel))
    return R, v, p
