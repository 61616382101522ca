import jax
import jax.numpy as jnp
import numpy as np
import optax

from grad_stats import cosine_to_previous

tx = optax.sgd(0.05)


@jax.jit
def train_step(params, opt_state, x, y, prev_grads):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    cos = cosine_to_previous(grads, prev_grads)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, grads, cos


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((5, 1)), "b": jnp.zeros((1,))}
    opt_state = tx.init(params)
    prev_grads = jax.tree.map(jnp.zeros_like, params)
    for step in range(6):
        x = rng.normal(size=(16, 5)).astype(np.float32)
        y = (x.sum(1, keepdims=True) + 0.3 * rng.normal(size=(16, 1))).astype(np.float32)
        params, opt_state, loss, prev_grads, cos = train_step(params, opt_state, x, y, prev_grads)
        print(f"step {step}: loss={float(loss):.3f} grad cosine={float(cos):.3f}")


if __name__ == "__main__":
    main()
