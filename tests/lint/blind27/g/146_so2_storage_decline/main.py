import jax.numpy as jnp

from ode import so2_after_storage

# days each lot sat in tank before bottling, from the cellar schedule
LOTS = [("Chardonnay A", 35.0, 45.0), ("Chardonnay B", 32.0, 60.0), ("Riesling", 40.0, 30.0), ("Semillon", 30.0, 60.0)]


def main():
    args = (jnp.float32(0.004), jnp.float32(0.006))
    for name, so2, days in LOTS:
        y = so2_after_storage(jnp.array([so2, 0.0], jnp.float32), args, days)
        print(f"{name:13s}: free SO2 {float(y[0]):.1f} mg/L after {days:.0f} days")


if __name__ == "__main__":
    main()
