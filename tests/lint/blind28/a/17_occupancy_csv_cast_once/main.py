import jax
import jax.numpy as jnp
import numpy as np

from loader import fake_csv, weekly_blocks


@jax.jit
def weekly_kpis(block, capacity):
    sold, adr, grp = block[:, 0], block[:, 1], block[:, 2]
    occ = sold / capacity
    revpar = occ * adr
    return jnp.stack([occ.mean(), adr.mean(), revpar.mean(), grp.mean() / 100])


def main():
    text = fake_csv(np.random.default_rng(0))
    for week, block in enumerate(weekly_blocks(text)):
        k = weekly_kpis(block, 210.0)
        print(f"week {week:2d} occ {float(k[0]):.2f} adr {float(k[1]):.1f} revpar {float(k[2]):.1f}")


if __name__ == "__main__":
    main()
