import jax
import jax.numpy as jnp
import optax

warmup = optax.linear_schedule(init_value=1e-3, end_value=5e-2, transition_steps=5)
FINE_TUNE_LR = 1e-2


def lr_for_epoch(epoch):
    if epoch < 5:
        return warmup(epoch)
    return FINE_TUNE_LR


def nll(params, X, y):
    eta = X @ params["w"] + params["b"]
    return jnp.mean(jnp.exp(eta) - y * eta)


@jax.jit
def epoch_update(params, X, y, lr):
    def body(p, batch):
        xb, yb = batch
        g = jax.grad(nll)(p, xb, yb)
        return jax.tree_util.tree_map(lambda a, d: a - lr * d, p, g), None
    params, _ = jax.lax.scan(body, params, (X.reshape(8, -1, X.shape[1]), y.reshape(8, -1)))
    return params, nll(params, X, y)
