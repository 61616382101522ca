import jax
import jax.numpy as jnp
import numpy as np
import optax
import equinox as eqx

from metrics import empty_totals, summarize


class Net(eqx.Module):
    conv: eqx.nn.Conv2d
    fc: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(3, 8, 3, key=k1)
        self.fc = eqx.nn.Linear(8, 10, key=k2)

    def __call__(self, x):
        return self.fc(jnp.mean(jax.nn.relu(self.conv(x)), axis=(1, 2)))


@eqx.filter_jit
def eval_batch(model, totals, images, labels):
    logits = jax.vmap(model)(images)
    losses = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    return {
        "loss_sum": totals["loss_sum"] + losses.sum(),
        "correct": totals["correct"] + jnp.sum(jnp.argmax(logits, -1) == labels),
        "count": totals["count"] + labels.shape[0],
    }


def main():
    rng = np.random.default_rng(0)
    model = Net(jax.random.PRNGKey(0))
    val = [(rng.normal(size=(8, 3, 8, 8)).astype(np.float32),
            rng.integers(0, 10, size=(8,)).astype(np.int32)) for _ in range(3)]
    for epoch in range(2):
        totals = empty_totals()
        for images, labels in val:
            totals = eval_batch(model, totals, images, labels)
        print(epoch, summarize(totals))


if __name__ == "__main__":
    main()
