import equinox as eqx
import jax
import optax

from data import ScanDataset
from model import PointNet

model = PointNet(num_classes=4, key=jax.random.PRNGKey(0))
optim = optax.sgd(1e-2, momentum=0.9)
opt_state = optim.init(eqx.filter(model, eqx.is_array))


@eqx.filter_jit
def step(model, opt_state, points, label):
    def loss_fn(m):
        logits = m(points)
        return optax.softmax_cross_entropy_with_integer_labels(logits, label)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


dataset = ScanDataset()
for epoch in range(2):
    total = 0.0
    for points, label in dataset:
        model, opt_state, loss = step(model, opt_state, points, label)
        total += float(loss)
    print(f"epoch {epoch} loss {total / len(dataset):.3f}")
