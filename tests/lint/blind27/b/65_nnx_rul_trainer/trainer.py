import jax.numpy as jnp
import optax
from flax import nnx


class Trainer:
    def __init__(self, model, lr):
        self.model = model
        self.opt = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)

    def run_epoch(self, x, y, bs=32):
        @nnx.jit
        def rul_step(model, opt, xb, yb):
            def loss_fn(m):
                return jnp.mean((m(xb) - yb) ** 2)
            loss, grads = nnx.value_and_grad(loss_fn)(model)
            opt.update(model, grads)
            return loss

        for i in range(0, len(x), bs):
            loss = rul_step(self.model, self.opt, x[i:i + bs], y[i:i + bs])
        return float(loss)
