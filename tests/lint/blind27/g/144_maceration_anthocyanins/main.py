import jax.numpy as jnp

from extraction import anthocyanin_curve

PROTOCOLS = {"cold soak": (5, 8.0), "extended maceration": (21, 26.0), "carbonic": (10, 30.0), "standard": (12, 25.0)}


def main():
    for name, (days, temp) in PROTOCOLS.items():
        curve = anthocyanin_curve(jnp.float32(0.15), jnp.float32(temp), jnp.int32(days))
        print(f"{name:20s}: anthocyanins {float(curve[-1]):.0f} mg/L at pressing (day {days})")


if __name__ == "__main__":
    main()
