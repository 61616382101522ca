import jax
import jax.numpy as jnp
import optax

from sources import mixed_stream

tx = optax.sgd(0.2)
params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
opt_state = tx.init(params)


@jax.jit
def pd_update(params, opt_state, x, labels):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, labels.astype(jnp.float32)).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for epoch in range(3):
    for x, labels in mixed_stream(seed=epoch):
        params, opt_state, loss = pd_update(params, opt_state, x, labels)
    print("epoch", epoch, float(loss))
