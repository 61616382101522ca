import jax
import jax.numpy as jnp

from kinetics import monod_rate, integrate_sugar

STRAINS = {"QA23": (0.09, 7.0), "EC-1118": (0.11, 9.0), "Uvaferm 43": (0.10, 5.5)}


def main():
    for name, (mu, ks) in STRAINS.items():
        rate = jax.tree_util.Partial(monod_rate, mu_max=jnp.float32(mu), ks=jnp.float32(ks))
        traj = integrate_sugar(rate, jnp.float32(220.0), jnp.float32(0.3), jnp.float32(1.0))
        print(f"{name:10s}: sugar at 48 h {float(traj[48]):6.1f}, at 120 h {float(traj[-1]):6.1f} g/L")


if __name__ == "__main__":
    main()
