from functools import partial

import jax
import jax.numpy as jnp

MU = 3.986004418e5
J2 = 1.08263e-3
RE = 6378.137


def accel(r):
    x, y, z = r
    rn = jnp.linalg.norm(r)
    k = 1.5 * J2 * MU * RE ** 2 / rn ** 5
    zz = 5.0 * z ** 2 / rn ** 2
    a_j2 = k * jnp.array([x * (zz - 1), y * (zz - 1), z * (zz - 3)])
    return -MU * r / rn ** 3 + a_j2


def deriv(s):
    return jnp.concatenate([s[3:], accel(s[:3])])


@partial(jax.jit, static_argnums=2)
def propagate(state, h, n_steps):
    def rk4(s, _):
        k1 = deriv(s)
        k2 = deriv(s + 0.5 * h * k1)
        k3 = deriv(s + 0.5 * h * k2)
        k4 = deriv(s + h * k3)
        return s + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4), None
    out, _ = jax.lax.scan(rk4, state, None, length=n_steps)
    return out


def main():
    state = jnp.array([7000.0, 0.0, 0.0, 0.0, 5.3, 5.3])
    step = 20.0
    # observation epochs (s past epoch) from the tracking schedule
    epochs = [0.0, 600.0, 1500.0, 2100.0, 3300.0, 4000.0]
    for t0, t1 in zip(epochs[:-1], epochs[1:]):
        n = int(round((t1 - t0) / step))
        state = propagate(state, step, n)
        print(f"t={t1:7.1f} r={float(jnp.linalg.norm(state[:3])):.3f}")


if __name__ == "__main__":
    main()
