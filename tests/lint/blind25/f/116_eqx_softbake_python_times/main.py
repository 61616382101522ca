import jax.numpy as jnp

from bake import soft_bake

# hotplate recipes per resist product: (name, soft-bake time s)
RECIPES = [("ArF_90nm", 60.0), ("ArF_120nm", 90.0), ("KrF_thick", 120.0), ("ArF_90nm_B", 60.0), ("BARC", 45.0)]


def main():
    c0 = jnp.full(21, 0.12, jnp.float32)  # solvent volume fraction after coat
    D = jnp.float32(1e-6)
    k = jnp.float32(5e-5)
    for name, t in RECIPES:
        c = soft_bake(c0, t, D, k)
        print(f"{name}: residual solvent {float(c.mean()) * 100:.2f}% (surface {float(c[-1]) * 100:.2f}%)")


if __name__ == "__main__":
    main()
