import csv

import jax.numpy as jnp

from emissions import trip_co2_kg


def main():
    with open("trips.csv") as f:
        rows = list(csv.DictReader(f))
    total = 0.0
    for row in rows:
        kg = trip_co2_kg(jnp.float32(float(row["minutes"])), jnp.float32(25.0), mode=row["mode"])
        total += float(kg)
    print(len(rows), round(total, 3))


if __name__ == "__main__":
    main()
