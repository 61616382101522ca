import jax
import jax.numpy as jnp
import optax

from loader import read_sessions, normalize

optimizer = optax.sgd(0.1)


@jax.jit
def session_update(w, opt_state, batch):
    def loss_fn(w):
        logit = batch["features"] @ w["feat"] + w["bias"] - w["hint_penalty"] * batch["hints"]
        return optax.sigmoid_binary_cross_entropy(logit, batch["correct"]).mean()
    loss, g = jax.value_and_grad(loss_fn)(w)
    upd, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss


w = {"feat": jnp.zeros(6), "bias": jnp.zeros(()), "hint_penalty": jnp.zeros(())}
opt_state = optimizer.init(w)
for epoch in range(2):
    for rec in read_sessions():
        w, opt_state, loss = session_update(w, opt_state, normalize(rec))
    print(epoch, float(loss))
