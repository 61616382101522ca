import numpy as np
import jax
import jax.numpy as jnp

G0 = 9.80665


@jax.jit
def ascent_step(state, throttle, isp, dt):
    h, v, m = state
    thrust = throttle * 7.6e6
    mdot = thrust / (isp * G0)
    rho = 1.225 * jnp.exp(-h / 8500.0)
    drag = 0.5 * rho * v ** 2 * 0.3 * 10.5
    a = (thrust - drag) / m - G0
    return jnp.array([h + v * dt, v + a * dt, m - mdot * dt])


def load_profile():
    # time [s], throttle [-]
    table = np.array([[0, 1], [20, 1], [35, 0.8], [55, 0.68], [70, 0.8], [90, 1]])
    return table[:, 0], table[:, 1]


def main():
    times, throttles = load_profile()
    state = jnp.array([0.0, 0.0, 5.5e5])
    for t in range(100):
        thr = np.interp(t, times, throttles)
        state = ascent_step(state, float(thr), 282.0, 1.0)
    print([round(float(s), 1) for s in state])


if __name__ == "__main__":
    main()
