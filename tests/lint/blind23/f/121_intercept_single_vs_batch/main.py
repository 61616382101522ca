import jax
import jax.numpy as jnp

from targets import TrackFile


@jax.jit
def time_to_go(pos, vel, speed):
    # closest-approach time for a constant-speed interceptor launched from the origin
    a = jnp.sum(vel * vel, -1) - speed ** 2
    b = 2 * jnp.sum(pos * vel, -1)
    c = jnp.sum(pos * pos, -1)
    return (-b - jnp.sqrt(b ** 2 - 4 * a * c)) / (2 * a)


def main():
    tf = TrackFile()
    speed = 900.0
    print("priority", time_to_go(*tf.priority(), speed))
    for i in range(1, 6):
        p, v = tf.group(i, i + 1)
        print(i, time_to_go(p, v, speed))


if __name__ == "__main__":
    main()
