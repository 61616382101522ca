import jax
import jax.numpy as jnp
import optax

from data import PatchLoader
from model import DefectNet

model = DefectNet()
loader = PatchLoader()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)))
tx = optax.sgd(0.05, momentum=0.9)
opt_state = tx.init(params)


@jax.jit
def update(params, opt_state, images, labels):
    def loss_fn(p):
        logits = model.apply(p, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(3):
    for images, labels in loader:
        params, opt_state, loss = update(params, opt_state, images, labels)
    print("epoch", epoch, "loss", float(loss))
