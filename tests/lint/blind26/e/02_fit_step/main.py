import jax
import jax.numpy as jnp
import optax

from loader import load_gps_epochs, batches

opt = optax.sgd(1e-2, momentum=0.9)


def predict(w, x):
    feats = jnp.concatenate([x.mean(axis=1), x.std(axis=1)], axis=-1)
    return feats @ w["a"] + w["b"]


@jax.jit
def fit_step(w, opt_state, x, y, mask):
    def loss(w):
        err = (predict(w, x) - y) ** 2
        return jnp.sum(err * mask) / jnp.sum(mask)
    l, g = jax.value_and_grad(loss)(w)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, l


x, y = load_gps_epochs()
w = {"a": jnp.zeros(4), "b": jnp.zeros(())}
state = opt.init(w)
for ep in range(4):
    for xb, yb, mb in batches(x, y, 64):
        w, state, l = fit_step(w, state, xb, yb, mb)
    print("epoch", ep, "mse", float(l))
