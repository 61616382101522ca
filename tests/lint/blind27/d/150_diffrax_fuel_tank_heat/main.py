import jax.numpy as jnp

from thermal import tank_temperature

VOYAGES = {"Rotterdam-Hull": 14.0, "Rotterdam-Lisbon": 62.0, "Rotterdam-Genoa": 130.0, "Rotterdam-Santos": 290.0}


def main():
    args = (jnp.float32(12.0), jnp.float32(35.0), jnp.float32(0.8))
    for name, hours in VOYAGES.items():
        T = tank_temperature(jnp.float32(45.0), args, jnp.float32(hours), int(hours * 20))
        print(f"{name}: fuel at {float(T):.1f} C on arrival")


if __name__ == "__main__":
    main()
