import jax
import jax.numpy as jnp
import optax

from gin import GIN

model = GIN()
tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=1e-4)


@jax.jit
def train_step(params, opt_state, x, s, r, gid, y):
    def loss_fn(p):
        logits = model.apply(p, x, s, r, gid)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def run_trial(lr, batches, steps=3):
    params = model.init(jax.random.PRNGKey(0), *batches[0][:4])
    opt_state = tx.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    for i in range(steps):
        params, opt_state, loss = train_step(params, opt_state, *batches[i % len(batches)])
    return float(loss)
