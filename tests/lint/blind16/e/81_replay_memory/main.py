import jax
import jax.numpy as jnp
import numpy as np
import optax

from replay import ReplayMemory

tx = optax.adam(1e-2)


def per_example_loss(params, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(x @ params["w"] + params["b"], y)


@jax.jit
def rehearsal_step(params, opt_state, x, y, mem_x, mem_y, mem_valid):
    def loss_fn(p):
        mem_loss = jnp.sum(per_example_loss(p, mem_x, mem_y) * mem_valid) / jnp.maximum(mem_valid.sum(), 1.0)
        return per_example_loss(p, x, y).mean() + 0.5 * mem_loss

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def make_task(rng, t, n=48, d=6):
    x = rng.normal(loc=t, size=(n, d)).astype(np.float32)
    y = (x[:, t % d] > t).astype(np.int32) + 2 * (t % 2)
    return x, y


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((6, 4)), "b": jnp.zeros((4,))}
    opt_state = tx.init(params)
    memory = ReplayMemory()
    memory.add_task(*make_task(rng, 0))
    for t in range(1, 5):
        x, y = make_task(rng, t)
        for _ in range(3):
            mem_x, mem_y, mem_valid = memory.sample_all()
            params, opt_state, loss = rehearsal_step(params, opt_state, x, y, mem_x, mem_y, mem_valid)
        memory.add_task(x, y)
        print(f"task {t}: loss {float(loss):.4f}, memory {len(memory)}")


if __name__ == "__main__":
    main()
