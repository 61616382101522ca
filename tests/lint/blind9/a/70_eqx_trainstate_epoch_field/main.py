import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import TrainState, next_epoch

EPOCHS = 5
BATCH = 16

optimizer = optax.sgd(0.1)


class Colorizer(eqx.Module):
    """Predicts chroma (2 channels) from a flattened 4x4 luminance patch."""
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(16, 32, 24, depth=2, key=key)

    def __call__(self, x):
        return self.mlp(x)


@eqx.filter_jit
def train_step(state: TrainState, luma, chroma):
    def loss_fn(model):
        return jnp.mean((jax.vmap(model)(luma) - chroma) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(state.model)
    grads = jax.tree_util.tree_map(lambda g: g * state.lr_scale(), grads)
    updates, opt_state = optimizer.update(grads, state.opt_state)
    model = eqx.apply_updates(state.model, updates)
    return TrainState(model, opt_state, state.epoch, state.total_epochs), loss


def main():
    rng = np.random.default_rng(0)
    luma = rng.uniform(size=(48, 16)).astype(np.float32)
    chroma = rng.uniform(-0.5, 0.5, size=(48, 32)).astype(np.float32)
    model = Colorizer(jax.random.PRNGKey(0))
    state = TrainState(model, optimizer.init(eqx.filter(model, eqx.is_array)), 0, EPOCHS)
    for epoch in range(EPOCHS):
        for i in range(0, len(luma), BATCH):
            state, loss = train_step(state, luma[i:i + BATCH], chroma[i:i + BATCH])
        print(f"epoch {state.epoch}: lr scale {state.lr_scale():.3f} loss {float(loss):.4f}")
        state = next_epoch(state)


if __name__ == "__main__":
    main()
