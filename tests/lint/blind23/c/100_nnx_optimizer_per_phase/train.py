import optax
from flax import nnx


@nnx.jit
def jd_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_phase(model, x, y, lr, steps, bs=128):
    optimizer = nnx.Optimizer(model, optax.sgd(lr, momentum=0.9), wrt=nnx.Param)
    for s in range(steps):
        i = (s * bs) % len(x)
        loss = jd_step(model, optimizer, x[i:i + bs], y[i:i + bs])
    return float(loss)
