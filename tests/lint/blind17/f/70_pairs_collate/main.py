import itertools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import collate, sample_stream

tx = optax.adam(1e-3)


def pair_loss(params, batch, t=0.1):
    zi = batch["image"] @ params["img"]
    zt = batch["text"] @ params["txt"]
    zi = zi / jnp.linalg.norm(zi, axis=-1, keepdims=True)
    zt = zt / jnp.linalg.norm(zt, axis=-1, keepdims=True)
    logits = zi @ zt.T / t
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(logits.shape[0])).mean()


@jax.jit
def train_step(params, opt_state, batch):
    loss, g = jax.value_and_grad(pair_loss)(params, batch)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"img": jax.random.normal(k1, (12, 8)) * 0.1, "txt": jax.random.normal(k2, (10, 8)) * 0.1}
    opt_state = tx.init(params)
    stream = sample_stream(rng, 96)
    for i in range(6):
        samples = list(itertools.islice(stream, 16))
        batch = collate(samples, with_captions_first=(i % 3 == 2))
        params, opt_state, loss = train_step(params, opt_state, batch)
        print(i, list(batch), float(loss))


if __name__ == "__main__":
    main()
