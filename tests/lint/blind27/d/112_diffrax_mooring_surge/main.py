import jax.numpy as jnp

from mooring import mooring_response

WIND_CASES = {"calm": 2.0e5, "fresh breeze": 8.0e5, "gale": 2.4e6, "storm": 4.1e6}


def main():
    for i, (name, f0) in enumerate(WIND_CASES.items()):
        args = tuple(jnp.asarray(v, jnp.float32) for v in (3.0e6, 4.0e6, f0, 0.05))
        y0 = jnp.array([0.1 * i, 0.0], jnp.float32)
        x = mooring_response(y0, args)
        print(f"{name}: max surge {float(jnp.abs(x).max()):.2f} m")


if __name__ == "__main__":
    main()
