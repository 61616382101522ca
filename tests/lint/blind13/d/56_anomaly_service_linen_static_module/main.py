"""Request loop of a small anomaly-scoring service."""
import jax
import jax.numpy as jnp
import numpy as np

from model import ReconstructionNet
from service import ScoringService

CONFIG = {"window": 32, "latent": 4}
REQUEST_BATCH = 8


def main():
    rng = np.random.default_rng(0)
    variables = ReconstructionNet(**CONFIG).init(jax.random.PRNGKey(0), jnp.zeros((1, CONFIG["window"])))
    service = ScoringService(variables, CONFIG)
    for req in range(5):
        windows = np.sin(np.arange(CONFIG["window"]) / 3.0 + rng.uniform(0, 6, (REQUEST_BATCH, 1)))
        windows[0] += rng.normal(0, 1.0, CONFIG["window"]) * (req % 2)
        scores = service.score({"windows": windows.tolist()})
        print(f"request {req}: max score {scores.max():.3f} at row {int(scores.argmax())}")


if __name__ == "__main__":
    main()
