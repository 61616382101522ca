import jax.numpy as jnp

from barrel import angels_share

BARRELS = [
    {"id": "B-101", "vol": 225.0, "abv": 14.2, "months": 18},
    {"id": "B-102", "vol": 225.0, "abv": 13.8, "months": 12},
    {"id": "B-207", "vol": 300.0, "abv": 14.6, "months": 22},
    {"id": "B-311", "vol": 225.0, "abv": 13.5, "months": 10},
    {"id": "B-312", "vol": 225.0, "abv": 13.9, "months": 12},
]


def main():
    humidity = jnp.float32(0.72)
    for b in BARRELS:
        v, a, _ = angels_share(jnp.float32(b["vol"]), jnp.float32(b["abv"]), humidity, b["months"])
        print(f"{b['id']}: {float(v):.1f} L left at {float(a):.2f}% after {b['months']} months")


if __name__ == "__main__":
    main()
