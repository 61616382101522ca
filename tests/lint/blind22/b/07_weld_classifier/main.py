import jax
import jax.numpy as jnp
import optax

from data import PatchLoader, synthetic_welds
from model import WeldNet

model = WeldNet()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, images, labels):
    def loss_fn(p):
        logits = model.apply(p, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    images, labels = synthetic_welds(50)
    loader = PatchLoader(images, labels, batch_size=16)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)))
    opt_state = tx.init(params)
    for epoch in range(2):
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
