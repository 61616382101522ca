import jax
import jax.numpy as jnp
import optax

LR, WEIGHT_DECAY = 0.05, 1e-4

optimizer = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(LR, weight_decay=WEIGHT_DECAY))


def init_params(key, n_in):
    return {"w": 0.01 * jax.random.normal(key, (n_in,)), "b": jnp.zeros(())}


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def fit_fold(key, x, y, epochs):
    params = init_params(key, x.shape[1])
    opt_state = optimizer.init(params)
    for _ in range(epochs):
        params, opt_state, loss = train_step(params, opt_state, x, y)
    return params, float(loss)
