import jax.numpy as jnp

from integrator import integrate

T_END = 5.0
STEP_SIZES = [0.1, 0.05, 0.025, 0.0125, 0.00625]


def main():
    y0 = jnp.array([2.0, 0.0])
    ref = integrate(y0, 0.001, int(T_END / 0.001))
    for dt in STEP_SIZES:
        y = integrate(y0, dt, int(round(T_END / dt)))
        print(f"dt={dt:<8} error={float(jnp.linalg.norm(y - ref)):.2e}")


if __name__ == "__main__":
    main()
