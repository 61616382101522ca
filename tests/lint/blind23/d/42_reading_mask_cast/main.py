import jax
import jax.numpy as jnp
import numpy as np

SEQ = 20


def load_passages(n_batches, bs, seed=0):
    rng = np.random.default_rng(seed)
    for b in range(n_batches):
        lengths = np.full(bs, SEQ) if b % 3 == 0 else rng.integers(8, SEQ + 1, bs)
        wpm = rng.normal(110, 25, (bs, SEQ))
        errors = rng.poisson(2, (bs, SEQ))
        yield wpm, errors, lengths


def to_device(wpm, errors, lengths):
    mask = np.arange(SEQ)[None, :] < lengths[:, None]
    return (jnp.asarray(wpm, jnp.float32), jnp.asarray(errors, jnp.float32),
            jnp.asarray(mask, jnp.float32))


@jax.jit
def wcpm_scores(wpm, errors, mask):
    n = mask.sum(axis=1)
    return jnp.sum((wpm - errors) * mask, axis=1) / n


for b, raw in enumerate(load_passages(6, 16)):
    scores = wcpm_scores(*to_device(*raw))
    print(b, round(float(scores.mean()), 1))
