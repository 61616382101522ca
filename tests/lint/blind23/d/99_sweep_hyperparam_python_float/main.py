import jax
import jax.numpy as jnp
import numpy as np
import optax

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 10)).astype(np.float32)
y = ((X @ rng.normal(size=10)) > 0).astype(np.float32)  # completed the course

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1, momentum=0.9)


@jax.jit
def completion_step(w, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda w: optax.sigmoid_binary_cross_entropy(x @ w, y).mean())(w)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, loss


for lr in [0.01, 0.03, 0.1, 0.3]:
    w = jnp.zeros(10, jnp.float32)
    opt_state = tx.init(w)
    opt_state.hyperparams["learning_rate"] = lr
    for _ in range(25):
        w, opt_state, loss = completion_step(w, opt_state, X, y)
    print(f"lr {lr}: loss {float(loss):.4f}")
