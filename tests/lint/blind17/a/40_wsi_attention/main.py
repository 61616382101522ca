import jax
import jax.numpy as jnp
import numpy as np

from slides import tissue_regions


def attention_pool(params, patches, mask=None):
    scores = jnp.tanh(patches @ params["v"]) @ params["w"]
    if mask is not None:
        scores = jnp.where(mask, scores, -jnp.inf)
    alpha = jax.nn.softmax(scores)
    return alpha @ patches


@jax.jit
def slide_logit(params, regions, mask):
    pooled = jax.vmap(attention_pool, in_axes=(None, 0))(params, regions)
    slide = attention_pool(params, pooled, mask)
    return slide @ params["head"]


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    k1, k2, k3 = jax.random.split(key, 3)
    params = {"v": jax.random.normal(k1, (16, 8)) * 0.1,
              "w": jax.random.normal(k2, (8,)) * 0.1,
              "head": jax.random.normal(k3, (16,)) * 0.1}
    for (regions, mask), label in tissue_regions(rng, 8):
        logit = slide_logit(params, regions, mask)
        print(int(mask.sum()), label, float(logit))


if __name__ == "__main__":
    main()
