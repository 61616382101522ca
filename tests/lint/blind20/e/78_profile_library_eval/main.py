import jax
import jax.numpy as jnp

from profiles import profile_library

DT = 0.05


@jax.jit
def tracking_error(gains, ref):
    kp, kd = gains
    def f(x, r):
        u = kp * (r - x[0]) - kd * x[1]
        x = x + DT * jnp.array([x[1], u])
        return x, (r - x[0]) ** 2
    _, e = jax.lax.scan(f, jnp.zeros(2), ref)
    return jnp.mean(e)


def main():
    gains = jnp.array([8.0, 2.5])
    for ref in profile_library():
        print(ref.dtype, float(tracking_error(gains, ref)))


if __name__ == "__main__":
    main()
