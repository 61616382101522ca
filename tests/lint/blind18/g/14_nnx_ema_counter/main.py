import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import MLP, ema_decay


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 6)).astype(np.float32)
    y = np.cos(x).sum(-1, keepdims=True).astype(np.float32)
    model = MLP(6, 24, 1, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    smooth = None
    for step in range(6):
        i = step % 3 * 16
        loss = train_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        model.updates_seen += 1
        decay = ema_decay(model.updates_seen)
        smooth = float(loss) if smooth is None else decay * smooth + (1 - decay) * float(loss)
        print(step, round(smooth, 4))


if __name__ == "__main__":
    main()
