import jax.numpy as jnp

from solver import integrate_voyage

VOYAGES = {"Dover-Calais": 2, "Hamburg-Oslo": 22, "Genoa-Barcelona": 18, "Piraeus-Heraklion": 9, "Kiel-Gdynia": 18}


def main():
    y0 = jnp.array([12.0, 0.0])
    args = (jnp.float32(20.0), jnp.float32(0.14), jnp.float32(0.18))
    for name, hours in VOYAGES.items():
        ts = jnp.linspace(0.0, float(hours), hours + 1)
        ys = integrate_voyage(y0, args, ts)
        print(f"{name}: arrive at {float(ys[-1, 0]):.2f} kn, fuel {float(ys[-1, 1]):.1f} t")


if __name__ == "__main__":
    main()
