import jax.numpy as jnp

from ode import NitrogenModel, solve_with_nitrogen


def main():
    model = NitrogenModel()
    mu20 = jnp.float32(0.2)
    for yan in [120.0, 180.0, 250.0, 320.0]:
        for temp in [14.0, 20.0]:
            y0 = jnp.array([0.5, 220.0, yan], jnp.float32)
            ys = solve_with_nitrogen(model, y0, (jnp.float32(temp), mu20))
            print(f"YAN {yan:5.0f} at {temp:4.1f} C: residual sugar {float(ys[-1, 1]):6.1f} g/L")


if __name__ == "__main__":
    main()
