import jax
import jax.numpy as jnp

from data import make_split, train_batches
from evaluation import evaluate

BS = 50


@jax.jit
def batch_loss(params, batch):
    x, y = batch["x"], batch["y"]
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    logit = (h @ params["w2"]).squeeze(-1)
    return jnp.mean(jnp.logaddexp(0.0, logit) - y * logit)


@jax.jit
def update(params, batch):
    grads = jax.grad(batch_loss)(params, batch)
    return jax.tree_util.tree_map(lambda p, g: p - 0.3 * g, params, grads)


key = jax.random.PRNGKey(0)
params = {"w1": jax.random.normal(key, (2, 16)), "b1": jnp.zeros(16),
          "w2": jax.random.normal(jax.random.fold_in(key, 1), (16, 1)) * 0.1}

x_tr, y_tr = make_split(500, 0)
x_va, y_va = make_split(BS, 1)

for epoch in range(4):
    for batch in train_batches(x_tr, y_tr, BS):
        params = update(params, batch)
    train_loss = float(batch_loss(params, {"x": x_tr[:BS], "y": y_tr[:BS]}))
    val_loss = evaluate(batch_loss, params, x_va, y_va)
    print(f"epoch {epoch} train {train_loss:.4f} val {val_loss:.4f}")
