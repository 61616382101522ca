import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import CharMLP, Trainer


@nnx.jit
def char_train_step(model, optimizer, inputs, targets):
    def loss_fn(m):
        logits = m(inputs)
        return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(0)
text = jnp.asarray(rng.integers(0, 20, size=(5, 8, 9)))
model = CharMLP(20, 16, nnx.Rngs(0))
trainer = Trainer(model, nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param), char_train_step)
for batch in text:
    loss = trainer.train_on(batch)
    if trainer.num_updates % 2 == 0:
        print(trainer.num_updates, float(loss))
