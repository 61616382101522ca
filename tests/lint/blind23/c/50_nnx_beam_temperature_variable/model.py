import jax
import jax.numpy as jnp
from flax import nnx


class Temperature(nnx.Variable):
    pass


class AnalogBeamformer(nnx.Module):
    def __init__(self, n_feat, n_beams, rngs):
        self.enc = nnx.Linear(n_feat, 64, rngs=rngs)
        self.head = nnx.Linear(64, n_beams, rngs=rngs)
        self.temperature = Temperature(jnp.array(1.0))

    def __call__(self, x, gains):
        logits = self.head(nnx.relu(self.enc(x)))
        w = jax.nn.softmax(logits / self.temperature[...], axis=-1)
        return jnp.sum(w * gains, axis=-1)


@nnx.jit
def bf_train_step(model, optimizer, x, gains):
    def loss_fn(m):
        return -jnp.mean(jnp.log1p(m(x, gains)))
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
