import jax
import jax.numpy as jnp
import numpy as np

from collate import PAD_ID, collate

QUERIES = [
    ["cheap flights to rome", "weather today"],
    ["how to train a policy with ppo", "replay buffer size"],
    ["best pizza", "open now"],
    ["jax recompilation on varying shapes in serving code", "batch"],
    ["news", "sports scores tonight"],
]


@jax.jit
def intent_scores(params, ids):
    mask = (ids != PAD_ID).astype(jnp.float32)
    emb = params["emb"][ids] * mask[..., None]
    pooled = emb.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return jax.nn.softmax(pooled @ params["cls"], axis=-1)


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (200, 16)), "cls": jax.random.normal(k2, (16, 5))}
    for batch in QUERIES:
        ids = collate(batch)
        print(ids.shape, np.asarray(intent_scores(params, ids).argmax(-1)))


if __name__ == "__main__":
    main()
