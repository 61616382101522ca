import jax
import jax.numpy as jnp
import numpy as np

from model import click_net
from server import ClickServer


def uploads(n, seed=0):
    rng = np.random.default_rng(seed)
    for r in range(n):
        k = int(rng.integers(3, 80))
        yield {"buoy": f"PAM-{r}", "spectra": rng.normal(size=(k, 20)).tolist()}


def main():
    params = click_net.init(jax.random.PRNGKey(0), jnp.zeros((1, 20)))
    server = ClickServer(params)
    for up in uploads(8):
        labels = server.handle(up)
        counts = {c: labels.count(c) for c in set(labels)}
        print(f"{up['buoy']}: {len(labels)} clicks {counts}")


if __name__ == "__main__":
    main()
