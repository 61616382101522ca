import jax.numpy as jnp
import numpy as np

from grid import hourly_cell_update


def main():
    rng = np.random.default_rng(9)
    n_cells = 400
    k_cells = jnp.asarray(rng.uniform(0.02, 0.2, n_cells).astype(np.float32))
    capacity = jnp.asarray(rng.uniform(20, 60, n_cells).astype(np.float32))
    storage = jnp.zeros(n_cells)
    outlet = []
    for hour in range(48):
        rain = jnp.asarray(rng.gamma(0.4, 3.0, n_cells).astype(np.float32)) * (hour < 24)
        storage, q = hourly_cell_update(storage, rain, k_cells, capacity)
        outlet.append(float(q))
    print(f"peak outlet {max(outlet):.1f} at hour {int(np.argmax(outlet))}, storage {float(storage.mean()):.2f}")


if __name__ == "__main__":
    main()
