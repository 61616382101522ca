import jax
import jax.numpy as jnp
import numpy as np

from data import TokenBatches

VOCAB, DIM = 40, 16


@jax.jit
def lm_loss(params, batch):
    x = params["emb"][batch[:, :-1]]
    logits = x @ params["out"]
    targets = batch[:, 1:]
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], axis=-1))


def main():
    rng = np.random.default_rng(6)
    params = {"emb": jnp.asarray(rng.normal(size=(VOCAB, DIM)) * 0.1, dtype=jnp.float32),
              "out": jnp.asarray(rng.normal(size=(DIM, VOCAB)) * 0.1, dtype=jnp.float32)}
    corpus = rng.integers(0, VOCAB, size=230)
    loader = TokenBatches(corpus, batch_size=4, seq_len=10)
    for epoch in range(2):
        for i, batch in enumerate(loader):
            print(epoch, i, float(lm_loss(params, batch)))


if __name__ == "__main__":
    main()
