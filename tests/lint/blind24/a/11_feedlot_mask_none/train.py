import jax
import jax.numpy as jnp
import optax

opt = optax.adamw(3e-3, weight_decay=1e-4)


def forward(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def fit_step(params, opt_state, x, y, mask):
    def loss_fn(p):
        err = (forward(p, x)[:, 0] - y) ** 2
        if mask is None:
            return err.mean()
        return (err * mask).sum() / mask.sum()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
