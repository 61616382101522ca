import jax
import jax.numpy as jnp

from gains import base_gains, enable_feedforward

DT = 0.02


@jax.jit
def track_step(gains, x, ref, ref_acc):
    u = gains["kp"] * (ref - x[0]) - gains["kd"] * x[1]
    u = u + gains["kff"] * ref_acc
    return x + DT * jnp.array([x[1], u])


def main():
    gains = base_gains()
    x = jnp.zeros(2)
    for k in range(12):
        t = k * DT
        if k == 6:
            gains = enable_feedforward(gains, 1.0)
        x = track_step(gains, x, jnp.sin(t), -jnp.sin(t))
    print(x)


if __name__ == "__main__":
    main()
