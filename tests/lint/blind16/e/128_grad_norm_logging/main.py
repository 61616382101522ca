import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import init_state


@jax.jit
def train_step(state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] - y) ** 2))(state["params"])
    params = jax.tree.map(lambda p, g: p - 0.1 * g, state["params"], grads)
    return {**state, "params": params, "step": state["step"] + 1, "grad_norm": optax.global_norm(grads)}, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 3)).astype(np.float32)
    y = x @ np.array([[1.0], [-0.5], [0.25]], np.float32)
    state = init_state({"w": jnp.zeros((3, 1))})
    for _ in range(5):
        state, loss = train_step(state, x, y)
        print(int(state["step"]), float(loss), float(state["grad_norm"]))


if __name__ == "__main__":
    main()
