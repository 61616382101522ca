import jax
import jax.numpy as jnp
import numpy as np

from vocab import GrowingVocab, grow_embeddings

DIM = 8
rng = np.random.default_rng(0)
WORDS = [f"w{i}" for i in range(60)]

vocab = GrowingVocab()
params = {"embed": np.zeros((1, DIM), np.float32), "out": jnp.zeros(DIM)}


@jax.jit
def sgd_step(params, ids, mask, label):
    def loss_fn(p):
        vec = (p["embed"][ids] * mask[:, None]).sum(0) / mask.sum()
        logit = vec @ p["out"]
        return jnp.logaddexp(0.0, logit) - label * logit

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.5 * b, params, g), loss


for t in range(12):
    words = list(rng.choice(WORDS[: 10 + 4 * t], size=10))
    ids = np.asarray(vocab.encode(words), np.int32)
    params["embed"] = grow_embeddings(params["embed"], len(vocab), rng, DIM)
    label = float(sum(int(w[1:]) % 2 for w in words) > 5)
    params, loss = sgd_step(params, ids, np.ones(10, np.float32), label)
    print(f"message {t}: vocab {len(vocab)} loss {float(loss):.4f}")
