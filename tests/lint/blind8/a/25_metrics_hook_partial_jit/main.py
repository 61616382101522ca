import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import MetricsLogger

NUM_CLASSES = 20


def init(key):
    return {"w": jax.random.normal(key, (32, NUM_CLASSES)) * 0.05}


tx = optax.sgd(0.5)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p["w"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, logits


def run(train_step_fn, hooks, params, opt_state, batches):
    for step, (x, y) in enumerate(batches):
        params, opt_state, loss, logits = train_step_fn(params, opt_state, x, y)
        for hook in hooks:
            hook(step, logits, y)
    return params


def main():
    rng = np.random.default_rng(0)
    batches = [(rng.normal(size=(32, 32)).astype(np.float32),
                rng.integers(0, NUM_CLASSES, size=32).astype(np.int32)) for _ in range(5)]
    params = init(jax.random.PRNGKey(0))
    run(train_step, [MetricsLogger(topk=(1, 5))], params, tx.init(params), batches)


if __name__ == "__main__":
    main()
