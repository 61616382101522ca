from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from charset import CHARSET, INDEX, TRANSCRIPTS

WIDTH = 24


@partial(jax.jit, static_argnums=2)
def symbol_kl(logits, target_ids, n_symbols):
    onehot = jax.nn.one_hot(target_ids, n_symbols)
    freq = onehot.mean(axis=1)
    pred = jax.nn.softmax(logits[..., :n_symbols], axis=-1).mean(axis=1)
    return jnp.sum(freq * (jnp.log(freq + 1e-6) - jnp.log(pred + 1e-6)), axis=-1).mean()


def encode(texts):
    ids = np.zeros((len(texts), WIDTH), np.int32)
    for r, t in enumerate(texts):
        ids[r, :len(t)] = [INDEX[c] for c in t[:WIDTH]]
    return ids


def main():
    key = jax.random.PRNGKey(0)
    for step in range(0, len(TRANSCRIPTS), 2):
        ids = encode(TRANSCRIPTS[step:step + 2])
        batch_symbols = len(set("".join(TRANSCRIPTS[step:step + 2])))
        key, sub = jax.random.split(key)
        logits = jax.random.normal(sub, (2, WIDTH, 40))
        loss = symbol_kl(logits, ids, len(CHARSET))
        print(step, batch_symbols, round(float(loss), 4))


if __name__ == "__main__":
    main()
