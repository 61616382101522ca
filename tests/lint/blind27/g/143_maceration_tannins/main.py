import jax.numpy as jnp

from protocols import PROTOCOLS
from extraction import tannin_curve


def main():
    for name, p in PROTOCOLS.items():
        curve = tannin_curve(jnp.float32(0.12), jnp.float32(p["temp"]), p["days"])
        print(f"{name:20s}: tannin {float(curve[-1]):.2f} g/L after {p['days']} days")


if __name__ == "__main__":
    main()
