from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from recipe import PizzaDough


@partial(jax.jit, static_argnames=("dough",))
def cold_retard_rise(temps_c, hours, dough):
    act = dough.yeast_pct * 2.0 ** ((temps_c - 27.0) / 10.0)
    rate = 0.02 * act / (1.0 + 0.4 * dough.salt_pct) * (dough.flour_w / 300.0)
    return 1.0 + jnp.cumsum(rate) * hours / temps_c.shape[0]


def main():
    rng = np.random.default_rng(1)
    dough = PizzaDough(flour_w=320, hydration=0.65, salt_pct=2.8, yeast_pct=0.2)
    for _ in range(5):
        temps = (4.0 + rng.normal(scale=0.5, size=48)).astype(np.float32)
        rise = cold_retard_rise(temps, jnp.float32(48.0), dough=dough)
        print(f"lot {dough.lot_id}: rise after 48 h in the cold room x{float(rise[-1]):.2f}")
        dough = dough.next_lot()


if __name__ == "__main__":
    main()
