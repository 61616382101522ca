import jax.numpy as jnp
import numpy as np

from losses import matching_loss
from pages import annotated_pages, random_regions

NUM_QUERIES = 16


def evaluate(seed=0, n_pages=6):
    rng = np.random.default_rng(seed)
    total = 0.0
    for page in annotated_pages(seed, n_pages):
        predictions = jnp.asarray(random_regions(rng, NUM_QUERIES))
        gt = jnp.asarray(page["regions"])
        loss = matching_loss(predictions, gt)
        total += float(loss)
    return total / n_pages


if __name__ == "__main__":
    print("mean matching loss", evaluate())
