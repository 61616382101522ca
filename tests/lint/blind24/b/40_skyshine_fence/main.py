import jax.numpy as jnp

from silo_site import dose_at_fence

INVENTORY = [("2019 campaign", 3.1e13), ("2020 campaign", 2.4e13), ("2021 campaign", 4.0e13),
             ("2022 campaign", 3.6e13)]


def main():
    fence = jnp.linspace(100.0, 800.0, 36)
    for label, source in INVENTORY:
        d = dose_at_fence(fence, source)
        print(f"{label}: nearest fence point {float(d[0]):.3e} uSv/h")


if __name__ == "__main__":
    main()
