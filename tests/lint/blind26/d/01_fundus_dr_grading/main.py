import jax
import jax.numpy as jnp
import optax

from data import synth_fundus, FundusLoader
from model import DRGrader

model = DRGrader()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, imgs, grades):
    def loss_fn(p):
        logits = model.apply(p, imgs)
        return optax.softmax_cross_entropy_with_integer_labels(logits, grades).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    imgs, grades = synth_fundus(100)
    loader = FundusLoader(imgs, grades, batch_size=16)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 3)))
    opt_state = tx.init(params)
    for epoch in range(3):
        total = 0.0
        for x, y in loader:
            params, opt_state, loss = train_step(params, opt_state, x, y)
            total += float(loss)
        print(f"epoch {epoch} loss {total:.3f}")


if __name__ == "__main__":
    main()
