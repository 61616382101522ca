import optax
from flax import nnx

from data import StreamflowWindows
from model import WindowMLP


@nnx.jit
def train_batch(model, optimizer, x, y):
    def loss_fn(m):
        return ((m(x) - y) ** 2).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    ds = StreamflowWindows()
    model = WindowMLP(21, 4, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(3):
        losses = [float(train_batch(model, optimizer, xb, yb)) for xb, yb in ds.batches(32, epoch)]
        print(f"epoch {epoch}: {sum(losses) / len(losses):.4f} over {len(losses)} batches")


if __name__ == "__main__":
    main()
