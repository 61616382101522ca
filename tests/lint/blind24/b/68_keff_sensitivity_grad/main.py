import jax.numpy as jnp

from sensitivity import relative_sensitivities

BASE = {"d1": 1.4, "d2": 0.38, "sa1": 0.010, "sa2": 0.080, "s12": 0.017, "nsf1": 0.007, "nsf2": 0.135}


def main():
    for temp_k in [300, 450, 600, 750]:
        xs = {k: jnp.float32(v) for k, v in BASE.items()}
        xs["sa2"] = jnp.float32(BASE["sa2"] * (1 + 1e-4 * (temp_k - 300)))
        s = relative_sensitivities(xs)
        print(f"T={temp_k} K: S(sa2) = {s['sa2']:+.3f}, S(nsf2) = {s['nsf2']:+.3f}")


if __name__ == "__main__":
    main()
