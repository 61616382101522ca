import optax
from flax import nnx


def make_optimizer(model, steps_per_epoch, epochs):
    schedule = optax.exponential_decay(3e-3, transition_steps=steps_per_epoch, decay_rate=0.7)
    return nnx.Optimizer(model, optax.adamw(schedule, weight_decay=1e-4), wrt=nnx.Param)


@nnx.jit
def update(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
