import jax.numpy as jnp
import optax
from flax import nnx

from model import SegmentTimeModel
from traces import simulate_trips, collate


@nnx.jit
def train_step(model, optimizer, x, m, y):
    def loss_fn(mdl):
        return jnp.mean((mdl(x, m) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    trips = simulate_trips(96)
    model = SegmentTimeModel(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(2):
        for i in range(0, len(trips), 16):
            x, m, y = collate(trips[i:i + 16])
            loss = train_step(model, optimizer, jnp.asarray(x), jnp.asarray(m), jnp.asarray(y))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
