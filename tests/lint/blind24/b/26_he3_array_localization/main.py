import jax.numpy as jnp
import numpy as np

from locate import localize
from readers import MCAReader, ScalerReader, as_counts


def main():
    readers = [ScalerReader(0), MCAReader(1), ScalerReader(2), MCAReader(3)]
    src = np.array([1.3, 1.8], np.float32)
    for k, reader in enumerate(readers):
        counts = as_counts(reader.read(src, 4000.0))
        theta = localize(counts, jnp.array([2.0, 1.5]))
        print(f"reader {k} ({type(reader).__name__}): source at ({float(theta[0]):.2f}, {float(theta[1]):.2f})")


if __name__ == "__main__":
    main()
