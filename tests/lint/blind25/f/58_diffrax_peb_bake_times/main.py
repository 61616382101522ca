import jax.numpy as jnp

from kinetics import bake

RECIPES = [  # (name, PEB time in s, k_amp at bake temp)
    ("ArF_L1", 60.0, 0.045),
    ("ArF_L2", 90.0, 0.040),
    ("KrF_Imp", 45.0, 0.060),
    ("ArF_L1_rework", 60.0, 0.045),
]


def main():
    for name, t_bake, k_amp in RECIPES:
        final = bake(jnp.float32(0.35), jnp.float32(0.10), (jnp.float32(k_amp), jnp.float32(2.0)), t_bake)
        print(f"{name}: residual acid {float(final[0]):.3f}, deprotection {1 - float(final[2]):.3f}")


if __name__ == "__main__":
    main()
