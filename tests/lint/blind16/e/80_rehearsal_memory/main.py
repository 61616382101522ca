import jax
import jax.numpy as jnp
import numpy as np
import optax


class ReplayMemory:
    """Episodic memory for rehearsal in continual learning."""

    def __init__(self, per_task=12, seed=0):
        self.per_task = per_task
        self.rng = np.random.default_rng(seed)
        self.x = None
        self.y = None

    def add_task(self, x, y):
        idx = self.rng.choice(len(x), self.per_task, replace=False)
        if self.x is None:
            self.x, self.y = x[idx], y[idx]
        else:
            self.x = np.concatenate([self.x, x[idx]])
            self.y = np.concatenate([self.y, y[idx]])

    def sample_all(self):
        return self.x, self.y


tx = optax.adam(1e-2)


def loss_on(params, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(x @ params["w"] + params["b"], y).mean()


@jax.jit
def rehearsal_step(params, opt_state, x, y, mem_x, mem_y):
    def loss_fn(p):
        return loss_on(p, x, y) + 0.5 * loss_on(p, mem_x, mem_y)

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
            mem_x, mem_y = memory.sample_all()
            params, opt_state, loss = rehearsal_step(params, opt_state, x, y, mem_x, mem_y)
        memory.add_task(x, y)
        print(f"task {t}: loss {float(loss):.4f}, memory {len(memory.x)}")


if __name__ == "__main__":
    main()
