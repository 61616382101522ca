import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import TableEvalCallback
from model import CellTagger

N_CELLS, CELL_FEAT = 48, 10


def make_split(rng):
    cells = rng.standard_normal((N_CELLS, CELL_FEAT)).astype(np.float32)
    tags = rng.integers(0, 3, size=N_CELLS).astype(np.int32)
    return jnp.asarray(cells), jnp.asarray(tags)


model = CellTagger()
tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, cells, tags):
    def loss_fn(p):
        logits = model.apply({"params": p}, cells)
        return optax.softmax_cross_entropy_with_integer_labels(logits, tags).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    train_cells, train_tags = make_split(rng)
    val_cells, val_tags = make_split(rng)
    params = model.init(jax.random.PRNGKey(0), train_cells)["params"]
    opt_state = tx.init(params)
    callback = TableEvalCallback(model, val_cells, val_tags)
    for epoch in range(4):
        for _ in range(3):
            params, opt_state, loss = train_step(params, opt_state, train_cells, train_tags)
        acc = callback.on_epoch_end(epoch, params)
        print(f"epoch {epoch} loss {float(loss):.3f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
