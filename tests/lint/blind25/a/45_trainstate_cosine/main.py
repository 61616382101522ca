import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import create_state


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def pixel_timeseries(n=320, t=12, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 5, n).astype(np.int32)
    phase = np.linspace(0, np.pi, t)
    x = np.sin(phase[None] + 0.4 * y[:, None]) + 0.1 * rng.normal(size=(n, t))
    return x.astype(np.float32), y


def main():
    x, y = pixel_timeseries()
    bs, epochs = 64, 5
    state = create_state(jax.random.PRNGKey(0), x.shape[1], len(x) // bs, epochs)
    for epoch in range(epochs):
        perm = np.random.default_rng(epoch).permutation(len(x))
        for i in range(0, len(x), bs):
            idx = perm[i:i + bs]
            state, loss = train_step(state, x[idx], y[idx])
        print(f"epoch {epoch}: loss {float(loss):.3f}, step {int(state.step)}")


if __name__ == "__main__":
    main()
