import jax.numpy as jnp
import numpy as np

from sim import ReplenishmentSim

rng = np.random.default_rng(21)
n_styles = 24
sim = ReplenishmentSim(reorder_point=jnp.full(n_styles, 15.0), order_qty=jnp.full(n_styles, 40.0))

for store in range(4):
    demand = rng.poisson(6, size=(30, n_styles)).astype(np.float32)
    stock, sold = sim.run(jnp.full(n_styles, 50.0), demand)
    print(f"store {store}: sold {sold:.0f}, ending stock {float(stock.sum()):.0f}")
