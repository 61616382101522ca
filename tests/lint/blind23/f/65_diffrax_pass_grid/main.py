import jax.numpy as jnp

from passes import pass_windows, pass_grid
from propagate import ephemeris


def main():
    y0 = jnp.array([7000.0, 0.0, 0.0, 0.0, 5.3, 5.3])
    for aos, los in pass_windows():
        ts = jnp.concatenate([jnp.zeros(1), jnp.asarray(pass_grid(aos, los))])
        ys = ephemeris(y0, ts)
        print(aos, los, ys.shape, round(float(jnp.linalg.norm(ys[-1, :3])), 2))


if __name__ == "__main__":
    main()
