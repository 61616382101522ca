import jax
import jax.numpy as jnp
import numpy as np

from batch import FEAT, make_page


@jax.jit
def page_stats(batch, proj):
    emb = jnp.tanh(batch.word_feats @ proj)
    stats = {"emb_norm": jnp.linalg.norm(emb, axis=-1).mean(),
             "area": ((batch.word_boxes[:, 2] - batch.word_boxes[:, 0]) ** 2).mean()}
    if batch.reading_order is not None:
        stats["order_corr"] = jnp.corrcoef(batch.reading_order, batch.word_boxes[:, 1])[0, 1]
    return stats


def main():
    rng = np.random.default_rng(0)
    proj = jax.random.normal(jax.random.PRNGKey(0), (FEAT, 8))
    for i in range(6):
        page = make_page(rng, annotated=(i % 3 == 0))
        print(i, {k: round(float(v), 3) for k, v in page_stats(page, proj).items()})


if __name__ == "__main__":
    main()
