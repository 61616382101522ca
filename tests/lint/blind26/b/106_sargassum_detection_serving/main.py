import equinox as eqx
import jax
import numpy as np

from model import SargassumDetector
from serving import Endpoint


def main():
    trained = SargassumDetector(jax.random.PRNGKey(42))
    leaves = jax.tree_util.tree_leaves(eqx.filter(trained, eqx.is_array))
    endpoint = Endpoint(leaves)
    rng = np.random.default_rng(0)
    for req in range(5):
        # 16 patches of 4-band (blue, green, red, NIR) imagery, 16x16 pixels
        patches = rng.uniform(0, 0.2, (16, 4, 16, 16)).astype(np.float32)
        patches[: req + 1, 3] += 0.3
        scores = np.asarray(endpoint.handle(patches))
        print(f"request {req}: {int((scores > 0.5).sum())} patches flagged, max score {scores.max():.3f}")


if __name__ == "__main__":
    main()
