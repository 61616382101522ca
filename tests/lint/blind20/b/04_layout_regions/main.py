import jax.numpy as jnp
import numpy as np

from losses import matching_loss
from pages import annotated_pages, random_regions

NUM_QUERIES = 16
MAX_REGIONS = 32


def pad_regions(regions, max_regions=MAX_REGIONS):
    boxes = np.zeros((max_regions, 4), np.float32)
    boxes[:, 2:] = 1.0
    mask = np.zeros((max_regions,), np.float32)
    n = min(len(regions), max_regions)
    boxes[:n] = regions[:n]
    mask[:n] = 1.0
    return boxes, mask


def evaluate(seed=0, n_pages=6):
    rng = np.random.default_rng(seed)
    total = 0.0
    for page in annotated_pages(seed, n_pages):
        predictions = jnp.asarray(random_regions(rng, NUM_QUERIES))
        gt, mask = pad_regions(page["regions"])
        loss = matching_loss(predictions, jnp.asarray(gt), jnp.asarray(mask))
        total += float(loss)
    return total / n_pages


if __name__ == "__main__":
    print("mean matching loss", evaluate())
