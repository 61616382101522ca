import numpy as np
import jax.numpy as jnp

from reports import daily_report, certificate


def main():
    rng = np.random.default_rng(0)
    for lot in range(4):
        dens = jnp.asarray(rng.uniform(0.990, 0.998, 8), jnp.float32)
        print(f"lot {lot}: daily {float(daily_report(dens).mean()):.2f}%, certified {float(certificate(dens).mean()):.2f}%")


if __name__ == "__main__":
    main()
