import jax.numpy as jnp
import numpy as np

from skip_lot import decide


def main():
    rng = np.random.default_rng(0)
    weights = jnp.asarray([1.5, 1.0, 4.0], jnp.float32)
    for lot in range(6):
        history = jnp.asarray((rng.random(50) < 0.05).astype(np.float32))
        cpk = jnp.float32(rng.uniform(1.0, 2.0))
        p = decide(history, cpk, weights)
        print(f"lot {lot}: Cpk {float(cpk):.2f} skip probability {float(p):.2f} -> {'skip' if float(p) > 0.5 else 'measure'}")


if __name__ == "__main__":
    main()
