import jax.numpy as jnp

from ephem import STEP, build_table, interp_position


def main():
    table = build_table()
    for k in range(12):
        t = 95.0 + 170.0 * k
        i0 = int(t // STEP)
        r = interp_position(table, t, i0)
        print(round(t, 1), [round(float(v), 3) for v in r])


if __name__ == "__main__":
    main()
