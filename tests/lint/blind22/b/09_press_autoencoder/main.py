import jax
import jax.numpy as jnp
import optax
from flax import nnx

from callbacks import AnomalyEvalCallback
from model import PressAE


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(m):
        return jnp.mean((m(batch) - batch) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    key = jax.random.PRNGKey(0)
    data = jax.random.normal(key, (64, 12))
    holdout = jax.random.normal(jax.random.PRNGKey(1), (16, 12))
    model = PressAE(12, 4, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    cb = AnomalyEvalCallback(holdout)
    for epoch in range(4):
        for i in range(0, 64, 16):
            loss = train_step(model, optimizer, data[i:i + 16])
        cb.on_epoch_end(epoch, model)


if __name__ == "__main__":
    main()
