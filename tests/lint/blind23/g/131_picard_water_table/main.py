import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def picard_water_table(h0, recharge, conductance, n_iter):
    def body(_, h):
        return 0.5 * h + 0.5 * (h0 + recharge / (conductance * jnp.maximum(h, 0.1)))

    return jax.lax.fori_loop(0, n_iter, body, h0)


def iterations_needed(cell_size_m):
    return int(10 + cell_size_m // 50)


def main():
    rng = np.random.default_rng(12)
    for cell in [50.0, 100.0, 250.0, 500.0]:
        h0 = jnp.asarray(rng.uniform(2.0, 6.0, 64).astype(np.float32))
        h = picard_water_table(h0, 0.002 * cell, 0.05, iterations_needed(cell))
        print(f"cell {cell:5.0f} m: mean head {float(h.mean()):.3f} m")


if __name__ == "__main__":
    main()
