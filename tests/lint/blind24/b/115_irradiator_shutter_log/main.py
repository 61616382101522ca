import jax.numpy as jnp

from irradiator import dose_rate_map
from logs import ENTRIES


def main():
    d = jnp.linspace(1.0, 6.0, 11)
    for e in ENTRIES:
        rates = dose_rate_map(d, e["activity"], e["shutter_closed"], 5.0)
        print(f"{e['time']}: rate at 1 m {float(rates[0]):.3f} uSv/h")


if __name__ == "__main__":
    main()
