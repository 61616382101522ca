import jax.numpy as jnp

from factory import cw_propagator

N_LEO = 0.00113


def inspect_approach(x0):
    prop = cw_propagator(N_LEO, 200)
    return prop(x0, 5.0)


def main():
    starts = [jnp.array([-100.0, 0.0, 0.0, 0.0, 0.2, 0.0]),
              jnp.array([-50.0, 20.0, 5.0, 0.01, 0.1, 0.0]),
              jnp.array([0.0, -200.0, 0.0, 0.0, 0.0, 0.05])]
    for x0 in starts:
        traj = inspect_approach(x0)
        print([round(float(v), 2) for v in traj[-1]])


if __name__ == "__main__":
    main()
