from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from gains import scheduled_gains


@partial(jax.jit, static_argnums=3)
def pitch_loop(x, theta_cmd, qbar, gains):
    theta, q = x
    kq, kth = gains
    de = kth * (theta_cmd - theta) - kq * q
    m_q = -1.2e-4 * qbar * q + 4.0e-4 * qbar * de - 2.0e-4 * qbar * theta
    dt = 0.02
    q = q + m_q * dt
    return jnp.array([theta + q * dt, q])


def main():
    x = jnp.zeros(2)
    for seg, v in enumerate([80.0, 95.0, 110.0, 125.0, 140.0]):
        qbar = 0.5 * 1.0 * v ** 2
        gains = scheduled_gains(qbar)
        for _ in range(25):
            x = pitch_loop(x, 0.05, qbar, gains)
        print(seg, v, gains, [round(float(s), 4) for s in x])


if __name__ == "__main__":
    main()
