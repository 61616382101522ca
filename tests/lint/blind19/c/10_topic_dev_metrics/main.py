import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import AccuracyCallback
from model import TopicClassifier

VOCAB, TOPICS, LEN = 80, 4, 12


def make_split(n, rng):
    ids = rng.integers(1, VOCAB, size=(n, LEN)).astype(np.int32)
    lengths = rng.integers(4, LEN + 1, size=n)
    mask = (np.arange(LEN)[None, :] < lengths[:, None]).astype(np.float32)
    labels = (ids[:, 0] % TOPICS).astype(np.int32)
    return jnp.asarray(ids * mask.astype(np.int32)), jnp.asarray(mask), jnp.asarray(labels)


def main():
    rng = np.random.default_rng(0)
    train = make_split(64, rng)
    dev = make_split(32, rng)
    model = TopicClassifier(VOCAB, 32, TOPICS, jax.random.PRNGKey(0))
    optim = optax.adam(5e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))

    @eqx.filter_jit
    def train_step(model, opt_state, ids, mask, labels):
        def loss_fn(m):
            logits = jax.vmap(m)(ids, mask)
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss

    callback = AccuracyCallback(*dev)
    for epoch in range(4):
        for i in range(0, 64, 16):
            model, opt_state, loss = train_step(model, opt_state, *(a[i:i + 16] for a in train))
        callback.on_epoch_end(epoch, model)


if __name__ == "__main__":
    main()
