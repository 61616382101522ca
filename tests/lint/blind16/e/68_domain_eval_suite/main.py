import jax
import jax.numpy as jnp
import numpy as np
import optax

from eval_sets import build_eval_sets
from evaluator import run_evals

tx = optax.sgd(0.2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(x @ p["w"] + p["b"], y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.int32)
    eval_sets = build_eval_sets(rng)
    params = {"w": jnp.zeros((6, 2)), "b": jnp.zeros((2,))}
    opt_state = tx.init(params)
    for epoch in range(3):
        for _ in range(5):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(epoch, run_evals(params, eval_sets))


if __name__ == "__main__":
    main()
