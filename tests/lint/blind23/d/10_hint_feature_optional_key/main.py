import jax
import jax.numpy as jnp
import optax

from loader import SessionLoader

optimizer = optax.sgd(0.1)


@jax.jit
def fit_session(w, opt_state, batch):
    def loss_fn(w):
        logit = batch["features"] @ w["feat"] + w["bias"]
        if "hints" in batch:
            logit = logit - w["hint_penalty"] * batch["hints"]
        return optax.sigmoid_binary_cross_entropy(logit, batch["correct"]).mean()
    loss, g = jax.value_and_grad(loss_fn)(w)
    upd, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss


w = {"feat": jnp.zeros(6), "bias": jnp.zeros(()), "hint_penalty": jnp.zeros(())}
opt_state = optimizer.init(w)
for epoch in range(2):
    for batch in SessionLoader():
        w, opt_state, loss = fit_session(w, opt_state, batch)
    print(epoch, float(loss), float(w["hint_penalty"]))
