import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class CsvLikeLoader:
    """Iterates over rows of (features, label) records, as parsed from a text table."""

    def __init__(self, records, batch_size):
        self.records = records
        self.batch_size = batch_size

    def __iter__(self):
        for i in range(0, len(self.records) - self.batch_size + 1, self.batch_size):
            rows = self.records[i:i + self.batch_size]
            feats = np.stack([r[0] for r in rows]).astype(np.float32)
            labels = np.array([r[1] for r in rows], dtype=np.int32)
            yield feats, labels


def synthetic_records(n, dim, classes, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        f = rng.normal(size=dim)
        out.append((f, int(np.argmax(f[:classes]))))
    return out


optim = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, feats, labels):
    def loss_fn(m):
        logits = jax.vmap(m)(feats)
        return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.asarray(labels)).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    records = synthetic_records(n=64, dim=6, classes=3)
    model = eqx.nn.Linear(6, 3, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    for epoch in range(2):
        for feats, labels in CsvLikeLoader(records, batch_size=16):
            model, opt_state, loss = train_step(model, opt_state, feats, labels)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
