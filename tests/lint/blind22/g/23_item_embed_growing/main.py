import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import ItemTower, grow_catalogue


@nnx.jit
def train_step(model, optimizer, anchor, positive):
    def loss_fn(m):
        a = m(anchor)
        p = m(positive)
        logits = a @ p.T
        return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(a.shape[0])).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rngs = nnx.Rngs(0)
    n_items = 50
    rng = np.random.default_rng(0)
    model = ItemTower(n_items, 8, rngs)
    for week in range(3):
        optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
        for _ in range(3):
            anchor = jnp.asarray(rng.integers(0, n_items, 16))
            positive = jnp.asarray(rng.integers(0, n_items, 16))
            loss = train_step(model, optimizer, anchor, positive)
        print(week, n_items, float(loss))
        n_items = grow_catalogue(model, 10, rngs)


if __name__ == "__main__":
    main()
