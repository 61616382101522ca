import jax.numpy as jnp

from dynamics import propagate_to

# observation times [s] of a tracking arc
OBS_TIMES = [300.0, 900.0, 1800.0, 2700.0]


def main():
    y0 = jnp.array([7000.0, 0.0, 0.0, 0.0, 7.546, 0.0])
    for t in OBS_TIMES:
        y = propagate_to(y0, t)
        print(t, [round(float(v), 3) for v in y[:3]])


if __name__ == "__main__":
    main()
