import jax.numpy as jnp

from diagnostics import h2s_risk

TANKS = [("T-01", 140.0, 24.0, 0.2), ("T-02", 220.0, 18.0, 0.0), ("T-03", 95.0, 26.0, 0.5),
         ("T-04", 180.0, 20.0, 0.1), ("T-05", 160.0, 22.0, 0.3)]


def main():
    flagged = []
    for name, yan, temp, s in TANKS:
        r = h2s_risk(jnp.float32(yan), jnp.float32(temp), jnp.float32(s), label=name)
        if float(r) > 0.5:
            flagged.append(name)
    print("add nutrient/copper review:", flagged)


if __name__ == "__main__":
    main()
