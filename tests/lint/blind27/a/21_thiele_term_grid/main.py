import jax.numpy as jnp

from thiele import reserve_path

POLICIES = [
    {"age": 35.0, "term": 10, "premium": 120.0},
    {"age": 45.0, "term": 15, "premium": 310.0},
    {"age": 30.0, "term": 20, "premium": 95.0},
    {"age": 50.0, "term": 10, "premium": 520.0},
    {"age": 40.0, "term": 25, "premium": 210.0},
]


def main():
    for pol in POLICIES:
        ts = jnp.arange(pol["term"] + 1, dtype=jnp.float32)
        V = reserve_path(pol["age"], 0.03, pol["premium"], 1e5, ts)
        print(pol["age"], pol["term"], [round(float(v), 1) for v in V[::5]])


if __name__ == "__main__":
    main()
