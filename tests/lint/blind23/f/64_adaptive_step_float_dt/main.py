import jax.numpy as jnp

from integrator import rk45_trial


def main():
    # Molniya-like orbit: step size adapts strongly between perigee and apogee
    y = jnp.array([7000.0, 0.0, 0.0, 0.0, 9.8, 2.0])
    h, t = 30.0, 0.0
    for _ in range(60):
        y_new, err = rk45_trial(y, h)
        err = float(err)
        if err < 1e-6:
            y, t = y_new, t + h
        h = h * min(2.0, max(0.2, 0.9 * (1e-6 / max(err, 1e-12)) ** 0.2))
    print(round(t, 1), round(h, 2), [round(float(v), 2) for v in y[:3]])


if __name__ == "__main__":
    main()
