import jax.numpy as jnp

from solar import extraterrestrial_radiation

FIELDS = [
    {"id": "NE-14", "lat": 41.21},
    {"id": "NE-22", "lat": 41.35},
    {"id": "KS-03", "lat": 38.87},
    {"id": "IA-07", "lat": 42.03},
    {"id": "MN-11", "lat": 44.98},
]


def main():
    doy = jnp.arange(121.0, 274.0)
    for f in FIELDS:
        ra = extraterrestrial_radiation(doy, f["lat"])
        print(f"{f['id']}: season Ra {float(ra.sum()):.0f} MJ/m2, June peak {float(ra.max()):.1f}")


if __name__ == "__main__":
    main()
