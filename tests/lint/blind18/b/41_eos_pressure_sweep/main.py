import jax.numpy as jnp
import numpy as np

from eos import enthalpy_descent

N_STEPS = 20


def relax_volume(v, pressure_gpa=0.0, lr=2.0):
    for _ in range(N_STEPS):
        v = enthalpy_descent(v, pressure_gpa, lr)
    return v


def main():
    v = jnp.float32(17.0)
    v_eq = relax_volume(v)
    print("ambient", float(v_eq))
    for p in np.linspace(5.0, 25.0, 5):
        v_p = relax_volume(v_eq, p)
        print(f"{p:5.1f} GPa -> {float(v_p):.3f} A^3")


if __name__ == "__main__":
    main()
