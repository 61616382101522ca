import jax
import jax.numpy as jnp

G0 = 9.80665


@jax.jit
def burn_segment(state, throttle, isp, dt):
    # state: [altitude, velocity, mass]
    h, v, m = state
    thrust = throttle * 7.6e6
    mdot = thrust / (isp * G0)
    rho = 1.225 * jnp.exp(-h / 8500.0)
    drag = 0.5 * rho * v ** 2 * 0.3 * 10.5
    a = (thrust - drag) / m - G0
    return jnp.array([h + v * dt, v + a * dt, m - mdot * dt])


def main():
    state = jnp.array([0.0, 0.0, 5.5e5])
    # throttle profile through max-q
    profile = [1, 1, 0.85, 0.7, 0.7, 0.85, 1, 1]
    for k, thr in enumerate(profile):
        for _ in range(10):
            state = burn_segment(state, thr, 282.0, 1.0)
        print(k, [round(float(s), 1) for s in state])


if __name__ == "__main__":
    main()
