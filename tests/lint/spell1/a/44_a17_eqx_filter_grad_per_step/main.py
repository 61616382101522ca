import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ValueNet, td_loss


def fit_value(net, batches, lr=1e-2):
    optim = optax.adam(lr)
    opt_state = optim.init(eqx.filter(net, eqx.is_array))
    for i, (obs, ret) in enumerate(batches):
        loss, grads = eqx.filter_jit(eqx.filter_value_and_grad(td_loss))(net, obs, ret)
        updates, opt_state = optim.update(grads, opt_state)
        net = eqx.apply_updates(net, updates)
        print(f"update {i}: td loss {float(loss):.4f}")
    return net


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    obs = rng.normal(size=(120, 4)).astype(np.float32)
    returns = (obs @ np.array([1.0, -0.5, 0.2, 0.0], np.float32)).astype(np.float32)
    net = ValueNet(4, jax.random.PRNGKey(0))
    fit_value(net, zip(np.split(obs, 5), np.split(returns, 5)))
