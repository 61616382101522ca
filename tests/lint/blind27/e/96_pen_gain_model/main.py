import jax
import jax.numpy as jnp
import optax

from pens import load_pens

tx = optax.adam(0.05)
params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
opt_state = tx.init(params)


@jax.jit
def pen_gain_step(params, opt_state, x, gain):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - gain) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


pens = load_pens()
for epoch in range(4):
    for pen, (x, gain) in pens.items():
        params, opt_state, loss = pen_gain_step(params, opt_state, x, gain)
    print("epoch", epoch, round(float(loss), 4))
