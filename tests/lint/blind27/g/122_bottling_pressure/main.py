import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def pressure_at_bottling(sugar_g_l, temp_c, is_sparkling):
    # tirage: 4 g/L sugar ~ 1 bar CO2; still wines keep ~ dissolved CO2 only
    def sparkling(s, t):
        return s / 4.0 * (1.0 + 0.02 * (t - 10.0))

    def still(s, t):
        return 0.05 * (1.0 + 0.02 * (t - 10.0))

    return jax.lax.cond(is_sparkling, sparkling, still, sugar_g_l, temp_c)


def main():
    lots = [("Blanc de Blancs", 24.0, 12.0, True), ("Chardonnay", 2.0, 12.0, False),
            ("Rose Brut", 22.0, 11.0, True), ("Pinot Noir", 1.5, 14.0, False), ("Pet-Nat", 18.0, 15.0, True)]
    for name, sugar, temp, sparkling in lots:
        p = pressure_at_bottling(jnp.float32(sugar), jnp.float32(temp), jnp.bool_(sparkling))
        print(f"{name:16s} {float(p):.2f} bar")


if __name__ == "__main__":
    main()
