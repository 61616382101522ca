import jax.numpy as jnp

from transfer import transfer_budget

AU = 1.495978707e8
TARGETS = {"venus": 0.723, "mars": 1.524, "ceres": 2.77, "jupiter": 5.203}


def main():
    r_earth = jnp.float32(AU)
    for name, a in TARGETS.items():
        dv, tof = transfer_budget(r_earth, jnp.float32(a * AU))
        print(f"{name:8s} dv={float(dv):.3f} km/s tof={float(tof):.0f} d")


if __name__ == "__main__":
    main()
