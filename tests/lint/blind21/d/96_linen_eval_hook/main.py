import jax
import jax.numpy as jnp
import numpy as np
import optax

from hooks import GlobalEvalHook
from model import CharCNN

SEQ, CH, CLASSES = 12, 3, 4
model = CharCNN(CLASSES)
tx = optax.sgd(0.1)


@jax.jit
def client_train(params, x, y):
    opt_state = tx.init(params)
    for _ in range(2):
        grads = jax.grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
            model.apply({"params": p}, x), y).mean())(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
    return params


def main():
    rng = np.random.RandomState(0)
    make = lambda n: (jnp.asarray(rng.normal(size=(n, SEQ, CH)), jnp.float32),
                      jnp.asarray(rng.randint(0, CLASSES, size=(n,)), jnp.int32))
    clients = [make(16) for _ in range(3)]
    hook = GlobalEvalHook(model, *make(32))
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ, CH)))["params"]
    for rnd in range(4):
        new = [client_train(params, x, y) for x, y in clients]
        params = jax.tree_util.tree_map(lambda *p: sum(p) / len(p), *new)
        hook.on_round_end(rnd, params)


if __name__ == "__main__":
    main()
