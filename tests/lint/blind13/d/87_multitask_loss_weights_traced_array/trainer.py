import jax
import jax.numpy as jnp


def init_params(key, window, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"enc": jax.random.normal(k1, (window, hidden)) * 0.1,
            "fc": jax.random.normal(k2, (hidden, 1)) * 0.1,
            "rec": jax.random.normal(k3, (hidden, window)) * 0.1}


@jax.jit
def multitask_step(params, x, y, loss_weights, lr=0.05):
    w_forecast, w_recon = loss_weights[0], loss_weights[1]

    def loss_fn(p):
        h = jnp.tanh(x @ p["enc"])
        forecast = (h @ p["fc"])[:, 0]
        recon = h @ p["rec"]
        return w_forecast * jnp.mean((forecast - y) ** 2) + w_recon * jnp.mean((recon - x) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


class MultiTaskTrainer:
    def __init__(self, params, recon_warmup=4):
        self.params = params
        self.recon_warmup = recon_warmup
        self.loss_weights = (1.0, 0.0)

    def on_epoch_start(self, epoch):
        ramp = min(1.0, epoch / self.recon_warmup)
        self.loss_weights = (1.0, round(0.5 * ramp, 3))

    def fit_epoch(self, x, y):
        weights = jnp.asarray(self.loss_weights, dtype=jnp.float32)
        self.params, loss = multitask_step(self.params, x, y, loss_weights=weights)
        return loss
