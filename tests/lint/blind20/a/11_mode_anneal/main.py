import equinox as eqx
import jax
import jax.numpy as jnp
import optax

N_MODES, FUT, HID = 4, 8, 32


class MultiModalHead(eqx.Module):
    trunk: eqx.nn.MLP
    traj_out: eqx.nn.Linear
    score_out: eqx.nn.Linear
    temperature: float

    def __init__(self, key, temperature=2.0):
        k1, k2, k3 = jax.random.split(key, 3)
        self.trunk = eqx.nn.MLP(16, HID, HID, 2, key=k1)
        self.traj_out = eqx.nn.Linear(HID, N_MODES * FUT * 2, key=k2)
        self.score_out = eqx.nn.Linear(HID, N_MODES, key=k3)
        self.temperature = temperature

    def __call__(self, x):
        h = self.trunk(x)
        trajs = self.traj_out(h).reshape(N_MODES, FUT, 2)
        logp = jax.nn.log_softmax(self.score_out(h) / self.temperature)
        return trajs, logp


def wta_loss(model, x, y):
    trajs, logp = jax.vmap(model)(x)
    err = jnp.mean(jnp.sum((trajs - y[:, None]) ** 2, -1), -1)
    best = jnp.argmin(err, axis=1)
    reg = jnp.take_along_axis(err, best[:, None], 1).mean()
    cls = -jnp.take_along_axis(logp, best[:, None], 1).mean()
    return reg + cls


optim = optax.adamw(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(wta_loss)(model, x, y)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    model = MultiModalHead(key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step in range(5):
        key, kx, ky = jax.random.split(key, 3)
        x = jax.random.normal(kx, (16, 16))
        y = jax.random.normal(ky, (16, FUT, 2))
        model = eqx.tree_at(lambda m: m.temperature, model, max(2.0 * 0.8 ** step, 0.5))
        model, opt_state, loss = train_step(model, opt_state, x, y)
        print(step, float(loss))


if __name__ == "__main__":
    main()
