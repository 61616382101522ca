import numpy as np
import jax
import jax.numpy as jnp
import optax

rng = np.random.default_rng(3)
N_FEAT, N_TOK = 20, 30
# toy corpus: utterances of varying frame counts with short token transcripts
utts = []
for _ in range(48):
    T = int(rng.integers(40, 90))
    L = int(rng.integers(5, 12))
    utts.append((rng.normal(size=(T, N_FEAT)).astype(np.float32),
                 rng.integers(1, N_TOK, size=L).astype(np.int32)))


def collate(batch):
    T = max(u[0].shape[0] for u in batch)
    L = max(u[1].shape[0] for u in batch)
    x = np.zeros((len(batch), T, N_FEAT), np.float32)
    xpad = np.ones((len(batch), T), np.float32)
    y = np.zeros((len(batch), L), np.int32)
    ypad = np.ones((len(batch), L), np.float32)
    for i, (f, t) in enumerate(batch):
        x[i, :len(f)] = f
        xpad[i, :len(f)] = 0
        y[i, :len(t)] = t
        ypad[i, :len(t)] = 0
    return x, xpad, y, ypad


def init(key):
    return {"w": jax.random.normal(key, (N_FEAT, N_TOK)) * 0.05, "b": jnp.zeros(N_TOK)}


@jax.jit
def ctc_step(params, x, xpad, y, ypad):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.ctc_loss(logits, xpad, y, ypad).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, params, g)
    return params, loss


params = init(jax.random.PRNGKey(0))
for epoch in range(2):
    for i in range(0, len(utts), 8):
        params, loss = ctc_step(params, *collate(utts[i:i + 8]))
    print("epoch", epoch, "ctc", float(loss))
