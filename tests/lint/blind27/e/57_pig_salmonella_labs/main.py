import jax
import jax.numpy as jnp
import optax

from labs import submissions

tx = optax.adam(0.05)
# pig farm: feed type, biosecurity score, pen density, water source
params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
opt_state = tx.init(params)


@jax.jit
def salmonella_step(params, opt_state, x, positive):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], positive).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for epoch in range(3):
    for x, positive in submissions(seed=epoch):
        params, opt_state, loss = salmonella_step(params, opt_state, x, positive)
    print(epoch, round(float(loss), 4))
