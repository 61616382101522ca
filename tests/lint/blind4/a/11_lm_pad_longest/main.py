import jax
import jax.numpy as jnp
import numpy as np

from textdata import batches

VOCAB, DIM = 50, 8


@jax.jit
def masked_lm_loss(params, tokens, mask):
    h = params["emb"][tokens[:, :-1]]
    logits = h @ params["out"]
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, tokens[:, 1:, None], axis=-1)[..., 0]
    m = mask[:, 1:]
    return (nll * m).sum() / m.sum()


rng = np.random.default_rng(0)
dataset = [rng.integers(1, VOCAB, size=n) for n in (5, 9, 7, 12, 6, 6, 11, 8, 14, 10)]
key = jax.random.PRNGKey(0)
params = {"emb": jax.random.normal(key, (VOCAB, DIM)), "out": jnp.zeros((DIM, VOCAB))}

for tokens, mask in batches(dataset, batch_size=2):
    print(tokens.shape, float(masked_lm_loss(params, tokens, mask)))
