import jax.numpy as jnp

from growth import project_axial_length

CHILDREN = [
    {"age": 7, "al": 23.1, "years": 5, "atropine": 0.0},
    {"age": 9, "al": 23.8, "years": 3, "atropine": 0.05},
    {"age": 11, "al": 24.5, "years": 8, "atropine": 0.01},
]


def main():
    for c in CHILDREN:
        args = (jnp.float32(0.25), jnp.float32(26.0), jnp.float32(c["atropine"] * 10))
        ts, al = project_axial_length(jnp.float32(c["al"]), args, jnp.float32(c["years"]))
        print(c["age"], c["years"], round(float(al[-1]), 2))


if __name__ == "__main__":
    main()
