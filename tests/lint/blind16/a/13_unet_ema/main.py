import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import TinyUNet
from state import SegState, maybe_start_ema

model = TinyUNet()
tx = optax.adamw(1e-3)
EMA_DECAY = 0.99


@jax.jit
def train_step(state, images, masks):
    def loss_fn(p):
        logits = model.apply(p, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, masks).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    updates, opt_state = tx.update(grads, state.opt_state, state.params)
    params = optax.apply_updates(state.params, updates)
    ema = state.ema_params
    if ema is not None:
        ema = jax.tree_util.tree_map(lambda e, p: EMA_DECAY * e + (1 - EMA_DECAY) * p, ema, params)
    return SegState(state.step + 1, params, opt_state, ema), loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(32, 16, 16, 1)).astype(np.float32)
    masks = (images[..., 0] > 0).astype(np.int32) + (images[..., 0] > 1).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), images[:1])
    state = SegState(jnp.int32(0), params, tx.init(params))
    for i in range(8):
        state = maybe_start_ema(state, start_step=3)
        sl = slice((i % 4) * 8, (i % 4 + 1) * 8)
        state, loss = train_step(state, images[sl], masks[sl])
    print(int(state.step), float(loss))


if __name__ == "__main__":
    main()
