import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from accum import accumulate

ACCUM_STEPS = 3
PAGE = 32


class PageOrientation(nn.Module):
    """Predicts 0/90/180/270 degree rotation of a page thumbnail."""

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), strides=(2, 2))(x))
        return nn.Dense(4)(x.mean(axis=(1, 2)))


model = PageOrientation()
tx = optax.adam(1e-3)


@jax.jit
def grad_fn(params, pages, rot):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, pages), rot).mean()
    return jax.grad(loss_fn)(params)


@jax.jit
def apply_grads(params, opt_state, acc):
    grads = jax.tree_util.tree_map(lambda g: g / ACCUM_STEPS, acc)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, PAGE, PAGE, 1)))["params"]
    opt_state = tx.init(params)
    for update in range(2):
        acc = None
        for _ in range(ACCUM_STEPS):
            pages = rng.random((4, PAGE, PAGE, 1)).astype(np.float32)
            rot = rng.integers(0, 4, size=4).astype(np.int32)
            acc = accumulate(acc, grad_fn(params, pages, rot))
        params, opt_state = apply_grads(params, opt_state, acc)
        print("update", update)


if __name__ == "__main__":
    main()
