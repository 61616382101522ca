import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from hooks import ValidationHook
from model import FrameQualityNet, mse

tx = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, feats, scores):
    loss, grads = eqx.filter_value_and_grad(mse)(model, feats, scores)
    updates, opt_state = tx.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    val_x = rng.standard_normal((16, 12)).astype(np.float32)
    val_y = val_x.mean(axis=1)
    hook = ValidationHook(val_x, val_y)
    model = FrameQualityNet(jax.random.PRNGKey(0))
    opt_state = tx.init(eqx.filter(model, eqx.is_array))
    for step in range(8):
        x = rng.standard_normal((16, 12)).astype(np.float32)
        model, opt_state, loss = train_step(model, opt_state, x, x.mean(axis=1))
        hook(step, model)
    print(hook.log)


if __name__ == "__main__":
    main()
