import jax.numpy as jnp

from solver import heat_step, relax

DT, KAPPA = 0.1, 1.0


def main():
    u = jnp.zeros(64).at[32].set(1.0)
    u = relax(u, DT, KAPPA, n_steps=3)
    for t in range(4):
        u = heat_step(u, dt=DT, kappa=KAPPA)
        print(t, float(u.max()))


if __name__ == "__main__":
    main()
