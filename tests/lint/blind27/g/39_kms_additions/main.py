import jax.numpy as jnp

from additions import kms_addition, target_for

CELLAR = [
    {"name": "Riesling T4", "free": 22.0, "ph": 3.05, "vol": 4500.0, "target": 0.6},
    {"name": "Chardonnay B12", "free": 18.0, "ph": 3.45, "vol": 225.0},
    {"name": "Pinot T9", "free": 15.0, "ph": 3.60, "vol": 3000.0, "target": 0.5},
    {"name": "Syrah T2", "free": 25.0, "ph": 3.70, "vol": 5000.0},
]


def main():
    for w in CELLAR:
        grams = kms_addition(jnp.float32(w["free"]), jnp.float32(w["ph"]), jnp.float32(w["vol"]), target_for(w))
        print(f"{w['name']:15s} add {float(grams):7.1f} g KMS")


if __name__ == "__main__":
    main()
