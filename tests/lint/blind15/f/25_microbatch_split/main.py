import jax
import jax.numpy as jnp
import numpy as np
import optax

ACCUM_STEPS = 4
BATCH_SIZE = 30

tx = optax.adam(1e-2)


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def micro_grads(params, x, y):
    return jax.value_and_grad(loss_fn)(params, x, y)


@jax.jit
def apply(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def step(params, opt_state, x, y):
    total = jax.tree.map(jnp.zeros_like, params)
    losses = []
    for xs, ys in zip(np.array_split(x, ACCUM_STEPS), np.array_split(y, ACCUM_STEPS)):
        loss, g = micro_grads(params, xs, ys)
        total = jax.tree.map(lambda a, b: a + b / ACCUM_STEPS, total, g)
        losses.append(float(loss))
    params, opt_state = apply(params, opt_state, total)
    return params, opt_state, sum(losses) / len(losses)


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((3, 2)), "b": jnp.zeros(2)}
    opt_state = tx.init(params)
    for it in range(3):
        x = rng.normal(size=(BATCH_SIZE, 3)).astype(np.float32)
        y = np.stack([x.sum(1), x[:, 0]], axis=1).astype(np.float32)
        params, opt_state, loss = step(params, opt_state, x, y)
        print(it, loss)


if __name__ == "__main__":
    main()
