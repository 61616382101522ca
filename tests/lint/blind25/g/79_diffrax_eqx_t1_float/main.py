import jax.numpy as jnp

from model import LacticFermentation, lactic_acid_at

# sauerkraut batches are sampled when the crew gets to them
SAMPLE_HOURS = [24.0, 36.0, 48.0, 60.0, 72.0]


def main():
    model = LacticFermentation(mu_max=jnp.array(0.25), ks=jnp.array(1.0), p_max=jnp.array(18.0))
    y0 = jnp.array([0.05, 25.0, 0.0])
    for h in SAMPLE_HOURS:
        x, s, p = lactic_acid_at(model, y0, h)
        print(f"{h:4.0f} h: lactic acid {float(p):.2f} g/L, sugar {float(s):.2f} g/L")


if __name__ == "__main__":
    main()
