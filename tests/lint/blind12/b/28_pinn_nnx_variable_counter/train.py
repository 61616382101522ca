from flax import nnx

from pinn import residual_loss


@nnx.jit
def train_step(model, optimizer, x):
    loss, grads = nnx.value_and_grad(residual_loss)(model, x)
    optimizer.update(model, grads)
    model.updates_done[...] += 1
    return loss


def fit(model, optimizer, collocation, n_steps):
    losses = []
    for _ in range(n_steps):
        losses.append(float(train_step(model, optimizer, collocation)))
    return losses
