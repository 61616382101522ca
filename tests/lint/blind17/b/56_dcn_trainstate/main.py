import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DCN
from state import RankerState


@jax.jit
def train_step(state, feats, labels):
    smoothed = labels * (1 - state.label_smoothing) + 0.5 * state.label_smoothing

    def loss_fn(params):
        logits = state.apply_fn(params, feats)
        return optax.sigmoid_binary_cross_entropy(logits, smoothed).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    model = DCN()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 5), jnp.int32))
    state = RankerState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3),
                               label_smoothing=0.1)
    for epoch in range(4):
        print(f"epoch {epoch} start step {int(state.step)}")
        for _ in range(3):
            feats = jnp.asarray(rng.integers(0, 1000, (32, 5)), jnp.int32)
            labels = jnp.asarray(rng.integers(0, 2, 32), jnp.float32)
            state, loss = train_step(state, feats, labels)
        print(epoch, int(state.step), float(loss))


if __name__ == "__main__":
    main()
