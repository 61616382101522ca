import jax
import optax

from gin import GIN

model = GIN()


def make_train_step(tx):
    def train_step(params, opt_state, x, s, r, gid, y):
        def loss_fn(p):
            logits = model.apply(p, x, s, r, gid)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return train_step


def run_trial(lr, batches, steps=3):
    tx = optax.adamw(lr, weight_decay=1e-4)
    step = jax.jit(make_train_step(tx))
    params = model.init(jax.random.PRNGKey(0), *batches[0][:4])
    opt_state = tx.init(params)
    for i in range(steps):
        params, opt_state, loss = step(params, opt_state, *batches[i % len(batches)])
    return float(loss)
