import jax.numpy as jnp

from barrel import topping_needed

PROGRAMME = [("Reserve Cab", 225.0, 22), ("Estate Merlot", 225.0, 14), ("Chardonnay", 228.0, 9),
             ("Port-style", 500.0, 30), ("Pinot", 228.0, 11)]


def main():
    humidity = jnp.float32(0.65)
    for name, vol, months in PROGRAMME:
        v, topped = topping_needed(jnp.float32(vol), humidity, jnp.int32(months))
        print(f"{name:14s} topping wine needed: {float(topped):.1f} L over {months} months")


if __name__ == "__main__":
    main()
