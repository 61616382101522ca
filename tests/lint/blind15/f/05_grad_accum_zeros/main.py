import jax
import jax.numpy as jnp
import numpy as np
import optax


@jax.jit
def accumulate(total, grads):
    return jax.tree.map(lambda a, g: a + g, total, grads)


class GradAccumulator:
    def __init__(self, params, every):
        self.every = every
        self.template = params
        self.reset()

    def reset(self):
        self.total = jax.tree.map(lambda _: 0.0, self.template)
        self.count = 0

    def add(self, grads):
        self.total = accumulate(self.total, grads)
        self.count += 1
        if self.count < self.every:
            return None
        out = jax.tree.map(lambda a: a / self.every, self.total)
        self.reset()
        return out


def loss_fn(params, batch):
    logits = batch["x"] @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits[:, 0], batch["y"]).mean()


@jax.jit
def compute_grads(params, batch):
    return jax.grad(loss_fn)(params, batch)


@jax.jit
def apply_grads(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


tx = optax.sgd(0.1, momentum=0.9)


def micro_batches(rng, n, size, dim):
    for _ in range(n):
        x = rng.normal(size=(size, dim)).astype(np.float32)
        yield {"x": x, "y": (x.sum(axis=1) > 0).astype(np.float32)}


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((6, 1)), "b": jnp.zeros((1,))}
    opt_state = tx.init(params)
    acc = GradAccumulator(params, every=4)
    for i, mb in enumerate(micro_batches(rng, 12, 16, 6)):
        grads = compute_grads(params, mb)
        ready = acc.add(grads)
        if ready is not None:
            params, opt_state = apply_grads(params, opt_state, ready)
            print("update at micro-step", i)


if __name__ == "__main__":
    main()
