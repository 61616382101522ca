import jax
import jax.numpy as jnp
import optax

from data import load_sources, loader

tx = optax.adam(5e-2)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = batch["x"] @ p["w"] + p["b"]
        per_ex = optax.sigmoid_binary_cross_entropy(logits, batch["y"])
        weight = batch["weight"]
        return jnp.sum(per_ex * weight) / jnp.sum(weight)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


x, y, is_noisy = load_sources()
params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
opt_state = tx.init(params)
for epoch in range(3):
    for batch in loader(x, y, is_noisy):
        params, opt_state, loss = train_step(params, opt_state, batch)
    print(f"epoch {epoch} loss {float(loss):.4f}")
