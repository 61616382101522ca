import jax
import jax.numpy as jnp
import optax

from evaluation import Evaluator
from model import OnsetCNN

B, T, F = 4, 32, 16
model = OnsetCNN()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, batch_stats, opt_state, spec, target):
    def loss_fn(p):
        logits, updates = model.apply({"params": p, "batch_stats": batch_stats}, spec,
                                      train=True, mutable=["batch_stats"])
        return optax.sigmoid_binary_cross_entropy(logits, target).mean(), updates

    (loss, updates), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, upd), updates["batch_stats"], opt_state, loss


def make_batch(key):
    k1, k2 = jax.random.split(key)
    return jax.random.normal(k1, (B, T, F)), (jax.random.uniform(k2, (B, T)) > 0.8).astype(jnp.float32)


def main():
    key = jax.random.PRNGKey(0)
    variables = model.init(key, jnp.zeros((B, T, F)), train=False)
    params, batch_stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)
    val = [make_batch(jax.random.PRNGKey(100 + i)) for i in range(2)]
    evaluate = Evaluator(model, val)
    for epoch in range(4):
        for _ in range(2):
            key, sub = jax.random.split(key)
            params, batch_stats, opt_state, loss = train_step(params, batch_stats, opt_state, *make_batch(sub))
        acc = evaluate({"params": params, "batch_stats": batch_stats})
        print(epoch, float(loss), acc)


if __name__ == "__main__":
    main()
