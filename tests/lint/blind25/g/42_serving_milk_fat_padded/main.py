import numpy as np
import jax

from model import net
from server import handle


def main():
    params = net.init(jax.random.PRNGKey(3), np.zeros((1, 40), np.float32))
    rng = np.random.default_rng(1)
    for tanker in range(8):
        n = int(rng.integers(1, 12))  # compartments sampled on this milk tanker
        req = {"tanker": tanker, "spectra": rng.normal(size=(n, 40))}
        comp = handle(params, req)
        print(f"tanker {tanker}: {n} compartments, fat {comp[:, 0].mean():.2f}% protein {comp[:, 1].mean():.2f}%")


if __name__ == "__main__":
    main()
