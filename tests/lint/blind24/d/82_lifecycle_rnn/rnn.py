import jax
import jax.numpy as jnp


def init(key, h=8):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"Wx": 0.3 * jax.random.normal(k1, (1, h)), "Wh": 0.3 * jax.random.normal(k2, (h, h)),
            "Wo": 0.3 * jax.random.normal(k3, (h, 1))}


@jax.jit
def lifecycle_loss(params, x, mask):
    def cell(h, inp):
        xt, mt = inp
        h_new = jnp.tanh(xt[:, None] @ params["Wx"] + h @ params["Wh"])
        h = jnp.where(mt[:, None] > 0, h_new, h)
        return h, (h @ params["Wo"])[:, 0]
    h0 = jnp.zeros((x.shape[0], params["Wh"].shape[0]))
    _, preds = jax.lax.scan(cell, h0, (x.T, mask.T))
    err = (preds.T[:, :-1] - x[:, 1:]) ** 2 * mask[:, 1:]
    return err.sum() / mask[:, 1:].sum()
