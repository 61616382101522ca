import jax
import jax.numpy as jnp
import numpy as np

from model import MODEL
from server import WhistleServer


def incoming_requests(n, seed=0):
    rng = np.random.default_rng(seed)
    for r in range(n):
        k = int(rng.integers(1, 9))  # whistles detected in this hydrophone upload
        t = np.linspace(0, 1, 32)
        contours = np.sin(2 * np.pi * rng.uniform(0.5, 2, (k, 1)) * t) + rng.normal(0, 0.1, (k, 32))
        yield {"station": f"HYD-{r % 3}", "contours": contours.tolist()}


def main():
    params = MODEL.init(jax.random.PRNGKey(0), jnp.zeros((1, 32)))
    server = WhistleServer(params)
    for req in incoming_requests(8):
        out = server.handle(req)
        print(f"{req['station']}: {len(out)} whistles, first -> {out[0]['species']} ({out[0]['confidence']})")


if __name__ == "__main__":
    main()
