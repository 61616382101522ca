import jax.numpy as jnp
from flax import nnx
import numpy as np
import optax


class ClearanceNet(nnx.Module):
    def __init__(self, n_cov, rngs):
        self.hidden = nnx.Linear(n_cov, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)
        self.updates_seen = 0

    def __call__(self, cov):
        return jnp.exp(self.out(nnx.tanh(self.hidden(cov)))[:, 0])


@nnx.jit
def online_update(model, opt, cov, cl_obs):
    def loss_fn(m):
        return jnp.mean((jnp.log(m(cov)) - jnp.log(cl_obs)) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    model.updates_seen += 1
    return loss


def registry_feed(n_batches, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        cov = rng.normal(size=(32, 4)).astype(np.float32)
        cl = np.exp(1.5 + 0.3 * cov[:, 0] - 0.2 * cov[:, 2] + rng.normal(0, 0.1, 32)).astype(np.float32)
        yield cov, cl


def main():
    model = ClearanceNet(4, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
    for cov, cl in registry_feed(6):
        loss = online_update(model, opt, cov, cl)
        print(f"update {model.updates_seen}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
