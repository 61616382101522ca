import numpy as np
import jax.numpy as jnp

from panels import trained_panel_ci, consumer_panel_ci


def main():
    rng = np.random.default_rng(0)
    for wine in ["Rose A", "Rose B", "Rose C"]:
        trained = jnp.asarray(rng.normal(6.5, 1.0, 40), jnp.float32)
        consumer = jnp.asarray(rng.normal(6.0, 1.8, 40), jnp.float32)
        lo, hi = trained_panel_ci(trained, seed=1)
        clo, chi = consumer_panel_ci(consumer, seed=2)
        print(f"{wine}: trained [{float(lo):.2f}, {float(hi):.2f}]  consumer [{float(clo):.2f}, {float(chi):.2f}]")


if __name__ == "__main__":
    main()
