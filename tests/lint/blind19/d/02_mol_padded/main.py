import jax
import jax.numpy as jnp
import optax

from data import loader
from model import MPNN

model = MPNN()
opt = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        pred = model.apply(p, batch["x"], batch["senders"], batch["receivers"], batch["graph_id"])
        return jnp.mean((pred[:-1] - batch["y"]) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    first = next(loader(0, 1))
    params = model.init(jax.random.PRNGKey(0), first["x"], first["senders"],
                        first["receivers"], first["graph_id"])
    opt_state = opt.init(params)
    for epoch in range(2):
        for batch in loader(epoch, 3):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
