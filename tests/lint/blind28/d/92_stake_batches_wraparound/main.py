import jax
import jax.numpy as jnp
import optax

from loader import SnowPitLoader

tx = optax.sgd(0.05)


@jax.jit
def swe_step(w, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda q: jnp.mean((x @ q["w"] + q["b"] - y) ** 2))(w)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, loss


w = {"w": jnp.zeros(5), "b": jnp.float32(0.0)}
opt_state = tx.init(w)
loader = SnowPitLoader()
for epoch in range(4):
    for x, y in loader:
        w, opt_state, loss = swe_step(w, opt_state, x, y)
    print(f"epoch {epoch}: mse {float(loss):.4f}")
