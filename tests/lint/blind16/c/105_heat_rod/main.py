import jax.numpy as jnp

from schedule import substeps_for
from stepper import advance_interval

SPINUP_SUBSTEPS = 2


def main():
    n = 64
    dx = 1.0 / n
    kappa = 0.01
    interval = 0.01
    u = jnp.exp(-200 * (jnp.linspace(0, 1, n) - 0.5) ** 2)
    u = advance_interval(u, kappa, dx, interval, n_sub=SPINUP_SUBSTEPS)
    for out in range(5):
        n_sub = substeps_for(kappa, dx, interval)
        u = advance_interval(u, kappa, dx, interval, n_sub=n_sub)
        print(f"output {out}: peak {float(u.max()):.4f} (n_sub={n_sub})")


if __name__ == "__main__":
    main()
