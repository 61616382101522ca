import jax
import jax.numpy as jnp
import optax

from data import synth_imu_sessions, WindowLoader
from model import ActivityNet

model = ActivityNet()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = synth_imu_sessions(230)
    loader = WindowLoader(x, y, batch_size=32)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 64, 6)))
    opt_state = tx.init(params)
    for epoch in range(3):
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
