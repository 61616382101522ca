import haiku as hk
import jax
import jax.numpy as jnp

from titles import bucket_batch

TITLES = [
    ["slim fit denim jeans", "wool blend crew neck sweater", "linen shirt", "cotton tee"],
    ["floral wrap midi dress", "cargo pants", "silk scarf", "puffer jacket"],
    ["high waisted wide leg trousers in recycled polyester with elastic back waistband", "belt", "cap", "socks"],
    ["ribbed knit beanie", "oversized hoodie", "chino shorts", "leather boots"],
    ["organic cotton relaxed fit long sleeve henley with contrast stitching and side slits", "tie", "tank", "bra"],
]


def classify(ids):
    emb = hk.Embed(vocab_size=256, embed_dim=16)(ids)
    mask = (ids > 0)[..., None]
    pooled = jnp.sum(emb * mask, 1) / jnp.maximum(mask.sum(1), 1)
    return hk.Linear(6)(pooled)


net = hk.without_apply_rng(hk.transform(classify))
vocab = {}
params = net.init(jax.random.PRNGKey(0), bucket_batch(TITLES[0], vocab))


@jax.jit
def predict_category(params, ids):
    return jnp.argmax(net.apply(params, ids), -1)


for batch in TITLES:
    ids = bucket_batch(batch, vocab)
    print(ids.shape, predict_category(params, ids).tolist())
