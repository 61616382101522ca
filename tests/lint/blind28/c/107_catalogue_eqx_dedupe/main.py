import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from settings import COLLECTION_SETTINGS


@eqx.filter_jit
def dedupe_scores(title_emb, imprint_emb, settings):
    t = title_emb / jnp.linalg.norm(title_emb, axis=1, keepdims=True)
    i = imprint_emb / jnp.linalg.norm(imprint_emb, axis=1, keepdims=True)
    w = settings["title_weight"]
    sim = w * (t @ t.T) + (1 - w) * (i @ i.T)
    sim = sim - 2.0 * jnp.eye(sim.shape[0])
    return jnp.sum(sim > settings["threshold"], axis=1)


def main():
    rng = np.random.default_rng(107)
    for name, settings in COLLECTION_SETTINGS.items():
        titles = rng.normal(size=(30, 16)).astype(np.float32)
        titles[10:20] = titles[:10] + 0.1 * rng.normal(size=(10, 16))
        imprints = rng.normal(size=(30, 8)).astype(np.float32)
        dups = dedupe_scores(titles, imprints, settings)
        print(name, int((np.asarray(dups) > 0).sum()))


if __name__ == "__main__":
    main()
