import jax
import numpy as np
import optax

from data import PedestrianTracks, iterate
from model import IntentClassifier

BATCH = 32

model = IntentClassifier()
tx = optax.adamw(3e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    ds = PedestrianTracks()
    params = model.init(jax.random.PRNGKey(0), ds.x[:1])
    opt_state = tx.init(params)
    for epoch in range(2):
        for x, y in iterate(ds, BATCH, shuffle_seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(f"epoch {epoch} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
