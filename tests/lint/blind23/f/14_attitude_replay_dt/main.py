import jax.numpy as jnp

from attitude import integrate_quat
from telemetry import load_gyro_log, replay


def main():
    t, w = load_gyro_log()
    q = jnp.array([1.0, 0.0, 0.0, 0.0])
    for omega, dt in replay(t, w):
        q = integrate_quat(q, omega, dt)
    print([round(float(v), 5) for v in q])


if __name__ == "__main__":
    main()
